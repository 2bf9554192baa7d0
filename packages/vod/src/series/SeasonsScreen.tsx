import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { getVods, type HubClient, type VideoServiceAccess } from '@companion/hub-client';
import { HubDataState, useMessages } from '@companion/shell';
import { chooseImage } from '../rules/vod-rules';
import { VodCard } from '../shared/VodCard';
import { useVideoData } from '../video-authentication/use-video-data';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { RemotePage } from '../shared/RemotePage';
import { VideoFailureDialog } from '../shared/VideoFailureDialog';

type Kind = 'serie' | 'audio';

function Seasons({ access, id, kind }: { access: VideoServiceAccess; id: number; kind: Kind }) {
  const t = useMessages(vodMessages);
  const load = useCallback(
    async (hub: HubClient, live: VideoServiceAccess) => {
      const result = await getVods(hub, live, { vodIds: [id] });
      return result.ok ? { ok: true as const, value: result.value[0] ?? null } : result;
    },
    [id],
  );
  const series = useVideoData(access, load);
  return (
    <>
      <VideoFailureDialog data={series} />
      <HubDataState
        data={series}
        loadingLabel={t('loadingList')}
        failedTitle={t('listFailed')}
        empty={{ when: (found) => !found, title: t('notFound') }}
      >
        {(found) =>
          found ? (
            <article className={styles.detail}>
              <img className={styles.cardPicture} src={chooseImage(found.images)} alt="" style={{ aspectRatio: '1 / 1' }} />
              <div>
                <h1 className={styles.title}>{found.title}</h1>
                {found.descriptions?.long ? <p>{found.descriptions.long}</p> : null}
                <h2 className={styles.subtitle}>{t('seasons')}</h2>
                <ul className={styles.chips}>
                  {(found.series_info?.seasons ?? []).map((season) => (
                    <li key={season}>
                      <Link className={styles.chip} to={`/vod/overview/${kind}/${found.id}/${season}`}>
                        {t('season', { season })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ) : null
        }
      </HubDataState>
    </>
  );
}

function Episodes({ access, id, season, kind }: { access: VideoServiceAccess; id: number; season: number; kind: Kind }) {
  const t = useMessages(vodMessages);
  const load = useCallback(
    (hub: HubClient, live: VideoServiceAccess) =>
      getVods(hub, live, {
        types: [kind === 'serie' ? 'episode' : 'audio_episode'],
        seriesIds: [id],
        seriesSeasons: [season],
        limit: 100,
      }),
    [id, season, kind],
  );
  const episodes = useVideoData(access, load);
  return (
    <>
      <h1 className={styles.title}>{t('season', { season })}</h1>
      <VideoFailureDialog data={episodes} />
      <HubDataState
        data={episodes}
        loadingLabel={t('loadingList')}
        failedTitle={t('listFailed')}
        empty={{ when: (list) => list.length === 0, title: t('emptyList') }}
      >
        {(list) => (
          <ul className={styles.chooser} aria-label={t('episodes')}>
            {list.map((episode) => (
              <li key={episode.id}>
                <VodCard item={episode} />
              </li>
            ))}
          </ul>
        )}
      </HubDataState>
    </>
  );
}

function screen(kind: Kind) {
  return function SeasonsOrEpisodes() {
    const params = useParams();
    const id = Number(params.id ?? params.serieid);
    const season = Number(params.season) || undefined;
    return (
      <RemotePage className={styles.page}>
        <VideoAccessGate>
          {(access) =>
            season ? <Episodes access={access} id={id} season={season} kind={kind} /> : <Seasons access={access} id={id} kind={kind} />
          }
        </VideoAccessGate>
      </RemotePage>
    );
  };
}

/** /vod/overview/serie/{id} and /vod/overview/serie/{serieid}/{season}. */
export const SeriesSeasonsScreen = screen('serie');
/** /vod/overview/audio/{id} and /vod/overview/audio/{serieid}/{season}. */
export const AudioSeasonsScreen = screen('audio');
