import type { AudioBlob } from '@companion/hub-client';

export type ArticleAudioProps = { audios: readonly AudioBlob[] };

/** Interim: the media player work replaces this. */
export function ArticleAudio({ audios }: ArticleAudioProps) {
  return (
    <div>
      {audios.map((audio) => (
        <audio key={audio.id} controls src={audio.url} aria-label={audio.name} />
      ))}
    </div>
  );
}
