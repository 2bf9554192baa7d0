import type { VideoBlob } from '@companion/hub-client';

export type ArticleVideoProps = { videos: readonly VideoBlob[] };

/** Interim: the media player work replaces this. */
export function ArticleVideo({ videos }: ArticleVideoProps) {
  return (
    <div>
      {videos.map((video) => (
        <video key={video.id} controls src={video.urlFrontend} />
      ))}
    </div>
  );
}
