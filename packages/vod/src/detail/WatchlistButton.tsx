import { useState } from 'react';
import { addToWatchlist, removeFromWatchlist, type VideoServiceAccess, type VodItem } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { ariaDisabled } from '@companion/ui';
import { videoErrorText } from '../rules/vod-rules';
import { VideoErrorDialog } from '../shared/VideoErrorDialog';
import { callVideoService } from '../video-authentication/video-call';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';

/**
 * Adds or removes the title; the button flips only when the provider said yes (§4). A toggle
 * button: its label stays "On my watchlist" and aria-pressed says whether it is (a tick box shows
 * it on screen). While the provider answers it is aria-disabled (ui's ariaDisabled), not disabled,
 * and ignores presses: a disabled button would drop the remote's focus to the page body.
 */
export function WatchlistButton({ access, item }: { access: VideoServiceAccess; item: VodItem }) {
  const t = useMessages(vodMessages);
  const hub = useHub();
  const [listed, setListed] = useState(Boolean(item.watchlisted));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const target = item.type === 'series' || item.type === 'audio_series' ? { seriesId: item.id } : { vodId: item.id };
  const toggle = async () => {
    setBusy(true);
    const result = await callVideoService(hub, access, (live) =>
      listed ? removeFromWatchlist(hub, live, target) : addToWatchlist(hub, live, target),
    );
    setBusy(false);
    if (result.ok) setListed(!listed);
    else setError(videoErrorText(result.error, t('noDetailedMessage')));
  };
  return (
    <>
      <button type="button" className={styles.toggleAction} aria-pressed={listed} {...ariaDisabled(busy, () => void toggle())}>
        <span className={styles.toggleBox} aria-hidden="true" />
        {t('onWatchlist')}
      </button>
      {error ? <VideoErrorDialog message={error} onClose={() => setError(undefined)} /> : null}
    </>
  );
}
