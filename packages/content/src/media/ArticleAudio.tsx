import { useId, useState } from 'react';
import type { AudioBlob } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
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
  const captionId = useId();
  const [failed, setFailed] = useState(false);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {audio.name}
      </figcaption>
      {failed ? (
        <p className={styles.failed} role="alert">
          {t('audioFailed', { name: audio.name })}
        </p>
      ) : (
        <audio
          className={styles.audio}
          controls
          preload="metadata"
          src={audio.url}
          aria-labelledby={captionId}
          onError={() => setFailed(true)}
        >
          {t('notSupported')}
        </audio>
      )}
    </figure>
  );
}
