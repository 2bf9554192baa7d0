import type { AudioBlob } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { MediaFigure } from './MediaFigure';
import { mediaMessages } from './media-messages';
import * as styles from './media.css';

export type ArticleAudioProps = { audios: readonly AudioBlob[] };

/** An article's audio files: the browser's own player, named by the file's name. */
export function ArticleAudio({ audios }: ArticleAudioProps) {
  const t = useMessages(mediaMessages);
  if (audios.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('audios')}>
      {audios.map((audio) => (
        <li key={audio.id}>
          <AudioPlayer audio={audio} />
        </li>
      ))}
    </ul>
  );
}

function AudioPlayer({ audio }: { audio: AudioBlob }) {
  const t = useMessages(mediaMessages);
  return (
    <MediaFigure
      caption={audio.name}
      failedText={t('audioFailed', { name: audio.name })}
      player={(props) => (
        // Nothing is downloaded before the guest presses play: on ship Wi-Fi an article with a few
        // recordings fetched them all (Chromium reads a whole small file for its length) before
        // the article's picture. The player shows its length once playing.
        <audio className={styles.audio} controls preload="none" src={audio.url} {...props}>
          {t('notSupported')}
        </audio>
      )}
    />
  );
}
