import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getPlayoutAssets,
  getVods,
  setVodPosition,
  type HubClient,
  type HubError,
  type HubResult,
  type VideoServiceAccess,
  type VodItem,
} from '@companion/hub-client';
import { GoneState, HubDataState, useHub, useMessages } from '@companion/shell';
import { VideoPlayer } from '@companion/ui';
import { VideoErrorDialog } from '../shared/VideoErrorDialog';
import { VideoFailureDialog } from '../shared/VideoFailureDialog';
import { videoErrorText } from '../rules/vod-rules';
import { currentVideoAccess } from '../video-authentication/video-authentication-store';
import { useVideoData } from '../video-authentication/use-video-data';
import { callVideoService } from '../video-authentication/video-call';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { createPositionReporter } from './position-reporter';
import { RemotePage } from '../shared/RemotePage';
import { preferAudioLanguage } from '../shared/prefer-audio-language';
import { usePlaybackLanguage } from '../shared/use-playback-language';
import { useRouteId } from '../shared/use-route-id';

type Playable = { item: VodItem; src: string; type: string };

/** Failures of vods/getPlayoutAssets, worded "error while retrieving playout assets: …" (§8). */
const playoutFailures = new WeakSet<HubError>();

async function loadPlayable(hub: HubClient, access: VideoServiceAccess, id: number): Promise<HubResult<Playable>> {
  const [items, assets] = await Promise.all([getVods(hub, access, { vodIds: [id] }), getPlayoutAssets(hub, access, id)]);
  if (!items.ok) return items;
  if (!assets.ok) {
    playoutFailures.add(assets.error);
    return assets;
  }
  const item = items.value[0];
  const asset = assets.value.assets[0];
  if (!item || !asset) return { ok: false, error: { kind: 'http', status: 404, message: '' } };
  return { ok: true, value: { item, src: asset.url, type: asset.type ?? 'application/x-mpegURL' } };
}

function Player({ access, id }: { access: VideoServiceAccess; id: number }) {
  const t = useMessages(vodMessages);
  const hub = useHub();
  const language = usePlaybackLanguage();
  const load = useCallback((client: HubClient, live: VideoServiceAccess) => loadPlayable(client, live, id), [id]);
  const playable = useVideoData(access, load);
  const [error, setError] = useState<string>();
  // §8: a failed setPosition says 'error while setting played seconds' and clears the item: its
  // position is no longer reported (one dialog, not one every 10 s of the film).
  const report = useMemo(() => {
    let cleared = false;
    return createPositionReporter((seconds) => {
      if (cleared) return;
      void callVideoService(hub, access, (live) => setVodPosition(hub, live, id, seconds)).then((result) => {
        if (result.ok || cleared) return;
        cleared = true;
        hub.logger.error(t('positionError'), result.error);
        setError(t('positionError'));
      });
    });
  }, [hub, access, id, t]);
  const lastPosition = useRef(0);
  // Leaving the player sends where the guest stopped (§2.1: "while playing and on leaving").
  useEffect(() => () => report(lastPosition.current, true), [report]);
  return (
    <>
      <VideoFailureDialog
        data={playable}
        text={(failure, noDetail) =>
          playoutFailures.has(failure)
            ? t('playoutError', { message: videoErrorText(failure, noDetail) })
            : videoErrorText(failure, noDetail)
        }
      />
      <HubDataState data={playable} loadingLabel={t('loadingPlayer')} failedTitle={t('playerFailed')}>
        {({ item, src, type }) => (
          <>
            <h1 className={styles.title}>{item.title}</h1>
            <VideoPlayer
              sources={[{ src, type }]}
              title={item.title}
              autoplay
              loadingLabel={t('loadingPlayer')}
              startAt={item.last_playback_status?.position_seconds ?? 0}
              // The current token on every playlist and segment request.
              bearerToken={() => currentVideoAccess()?.token ?? access.token}
              onPosition={(seconds) => {
                lastPosition.current = seconds;
                report(seconds);
              }}
              onError={(message) => setError(t('playoutError', { message: message ?? t('playbackNoDetail') }))}
              onPlayer={(player) => preferAudioLanguage(player, language)}
            />
            {error ? <VideoErrorDialog message={error} onClose={() => setError(undefined)} /> : null}
          </>
        )}
      </HubDataState>
    </>
  );
}

/** /vod/{id}: plays the title from where the guest left it, reporting the position as it plays. */
export function VodPlayerScreen() {
  const id = useRouteId();
  return (
    <RemotePage className={styles.playerPage}>
      {id === undefined ? <GoneState /> : <VideoAccessGate>{(access) => <Player access={access} id={id} />}</VideoAccessGate>}
    </RemotePage>
  );
}
