import { useCallback } from 'react';
import { Link } from 'react-router';
import { getVods, type HubClient, type VideoServiceAccess } from '@companion/hub-client';
import { GoneState, HubDataState, useMessages } from '@companion/shell';
import { chooseImage, DETAIL_FETCH_DELAY_MS, formatClock, shownCast } from '../rules/vod-rules';
import { ratioOf } from '../shared/VodCard';
import { useDelay } from '../shared/use-delay';
import { useVideoData } from '../video-authentication/use-video-data';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { WatchlistButton } from './WatchlistButton';
import { RemotePage } from '../shared/RemotePage';
import { VideoFailureDialog } from '../shared/VideoFailureDialog';
import { useRouteId } from '../shared/use-route-id';

function DetailSkeleton() {
  const t = useMessages(vodMessages);
  return (
    <div className={styles.detail} data-loading="" role="status" aria-label={t('loadingDetail')}>
      <div className={styles.skeleton} style={{ aspectRatio: '2 / 3' }} />
      <div>
        <div className={styles.skeletonLine} style={{ width: '60%', height: 36 }} />
        <div className={styles.skeletonLine} style={{ width: '40%' }} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} style={{ width: '80%' }} />
      </div>
    </div>
  );
}

function Detail({ access, id }: { access: VideoServiceAccess; id: number }) {
  const t = useMessages(vodMessages);
  const load = useCallback(
    async (hub: HubClient, live: VideoServiceAccess) => {
      const result = await getVods(hub, live, { vodIds: [id] });
      return result.ok ? { ok: true as const, value: result.value[0] ?? null } : result;
    },
    [id],
  );
  const item = useVideoData(access, load);
  return (
    <>
      <VideoFailureDialog data={item} />
      <HubDataState
        data={item}
        loadingLabel={t('loadingDetail')}
        failedTitle={t('detailFailed')}
        empty={{ when: (found) => found === null, title: t('notFound') }}
      >
        {(found) => {
          if (!found) return null;
          const position = found.last_playback_status?.position_seconds ?? 0;
          const duration = found.assets?.movies?.[0]?.duration_sec ?? 0;
          const cast = shownCast(found.actors);
          return (
            <article className={styles.detail}>
              <img className={styles.cardPicture} src={chooseImage(found.images)} alt="" style={{ aspectRatio: `1 / ${ratioOf(found)}` }} />
              <div>
                <h1 className={styles.title}>{found.title}</h1>
                <p className={styles.facts}>
                  {found.year ? <span>{found.year}</span> : null}
                  {duration ? <span>{t('minutes', { count: Math.round(duration / 60) })}</span> : null}
                  {found.rating ? <span>{t('rating', { rating: found.rating })}</span> : null}
                  {found.rating_age !== null && found.rating_age !== undefined ? (
                    <span>{t('ageRating', { age: found.rating_age })}</span>
                  ) : null}
                </p>
                <div className={styles.actions}>
                  {/* The first focus stop, so a remote's Enter plays at once. */}
                  <Link className={styles.primaryAction} to={`/vod/${found.id}`} autoFocus>
                    {position > 0 ? t('resume', { time: formatClock(position) }) : t('play')}
                  </Link>
                  <WatchlistButton access={access} item={found} />
                </div>
                {found.descriptions?.long ? <p>{found.descriptions.long}</p> : null}
                {found.directors?.length ? (
                  <p>
                    <strong>{t('director')}: </strong>
                    {found.directors.join(', ')}
                  </p>
                ) : null}
                {cast.length ? (
                  <p>
                    <strong>{t('cast')}: </strong>
                    {cast.join(', ')}
                  </p>
                ) : null}
              </div>
            </article>
          );
        }}
      </HubDataState>
    </>
  );
}

/**
 * /vod/detail/{id}: the title with Play. The fetch waits 500 ms (§2.1) so a guest flicking through
 * titles with a remote does not fire a request per card; a skeleton holds the layout meanwhile.
 */
export function VodDetailScreen() {
  const id = useRouteId();
  const waited = useDelay(DETAIL_FETCH_DELAY_MS, id);
  return (
    <RemotePage className={styles.page}>
      {id === undefined ? (
        <GoneState />
      ) : waited ? (
        <VideoAccessGate>{(access) => <Detail access={access} id={id} />}</VideoAccessGate>
      ) : (
        <DetailSkeleton />
      )}
    </RemotePage>
  );
}
