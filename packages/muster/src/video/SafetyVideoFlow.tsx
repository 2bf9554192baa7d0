import { useEffect, useReducer, useRef, useState } from 'react';
import { imageAddress } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { musterMessages } from '../muster-messages';
import * as styles from '../muster.css';
import { initialVideoState, videoReducer } from '../rules/muster-video-machine';
import type { SafetyVideoPage, SafetyVideoSource } from './load-safety-video';
import { PassengerConfirmation } from './PassengerConfirmation';
import { SafetyPlayer } from './SafetyPlayer';

const clock = (seconds: number) => {
  const whole = Math.floor(Math.max(0, seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** loading → watching → finished (§4); the passenger choice appears only when finished. */
export function SafetyVideoFlow({ page, source }: { page: SafetyVideoPage; source: SafetyVideoSource }) {
  const t = useMessages(musterMessages);
  const hub = useHub();
  const pictureId = page.article?.imageId;
  const [state, dispatch] = useReducer(videoReducer, initialVideoState);
  // What the player said (undefined: no message of its own), worded in the guest's language when shown.
  const [playbackError, setPlaybackError] = useState<{ message: string | undefined }>();
  // The seek guard reads the furthest point at the moment of the seek (the player keeps its guard).
  const watched = useRef(0);
  useEffect(() => {
    watched.current = state.watched;
  }, [state.watched]);
  const finished = state.phase === 'finished';
  return (
    <div className={styles.form}>
      <div className={styles.videoBox}>
        <SafetyPlayer
          source={source}
          title={page.article?.title ?? t('videoTitle')}
          poster={pictureId ? imageAddress(hub, { reference: pictureId }, { width: 1280 }) : undefined}
          loadingLabel={t('playerLoading')}
          watched={() => watched.current}
          onPosition={(seconds, duration) => dispatch({ type: 'position', seconds, duration })}
          onEnded={() => dispatch({ type: 'ended' })}
          onError={(message) => setPlaybackError({ message })}
        />
      </div>
      {playbackError ? (
        <p role="alert" className={styles.error}>
          {playbackError.message ? t('playbackFailed', { message: playbackError.message }) : t('playbackNoDetail')}
        </p>
      ) : null}
      <p className={finished ? styles.notice : styles.hint} role={finished ? 'status' : undefined} data-phase={state.phase}>
        {finished ? t('videoFinished') : t('watchWhole')}{' '}
        {state.duration > 0 && !finished ? t('watchedSoFar', { watched: clock(state.watched), duration: clock(state.duration) }) : null}
      </p>
      {finished ? <PassengerConfirmation passengers={page.passengers} conditions={page.article?.description} /> : null}
    </div>
  );
}
