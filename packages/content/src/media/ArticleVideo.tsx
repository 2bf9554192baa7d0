import type { VideoBlob } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { MediaFigure } from './MediaFigure';
import { mediaMessages } from './media-messages';
import * as styles from './media.css';

export type ArticleVideoProps = { videos: readonly VideoBlob[] };

/**
 * An article's short clips in the browser's own player (docs/decisions.md: native video over
 * video.js), captioned by their description; nothing plays until the guest asks.
 */
export function ArticleVideo({ videos }: ArticleVideoProps) {
  const t = useMessages(mediaMessages);
  if (videos.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('videos')}>
      {videos.map((video, index) => (
        <li key={video.id}>
          <VideoPlayer video={video} title={video.description?.trim() || t('untitledVideo', { number: index + 1 })} />
        </li>
      ))}
    </ul>
  );
}

function VideoPlayer({ video, title }: { video: VideoBlob; title: string }) {
  const t = useMessages(mediaMessages);
  return (
    <MediaFigure
      caption={title}
      failedText={t('videoFailed')}
      player={(props) => (
        <video className={styles.video} controls playsInline preload="metadata" src={video.urlFrontend} {...props}>
          {t('notSupported')}
        </video>
      )}
    />
  );
}
