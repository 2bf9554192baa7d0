import { useId, useState, type ReactNode } from 'react';
import * as styles from './media.css';

/** What the browser's own player element needs to be named by the caption and to report a failure. */
export type MediaElementProps = { 'aria-labelledby': string; onError: () => void };

export type MediaFigureProps = {
  caption: string;
  /** Said in place of the player when the file cannot be played, so the guest is not left with a dead control. */
  failedText: string;
  player: (props: MediaElementProps) => ReactNode;
};

/** One audio or video file of an article: its caption, and the player or why it cannot play. */
export function MediaFigure({ caption, failedText, player }: MediaFigureProps) {
  const captionId = useId();
  const [failed, setFailed] = useState(false);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      {failed ? (
        <p className={styles.failed} role="alert">
          {failedText}
        </p>
      ) : (
        player({ 'aria-labelledby': captionId, onError: () => setFailed(true) })
      )}
    </figure>
  );
}
