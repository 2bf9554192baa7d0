import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { getVodGenres, type HubClient, type VideoServiceAccess } from '@companion/hub-client';
import { HubDataState, useMessages } from '@companion/shell';
import { withoutExcludedGenres } from '../rules/vod-rules';
import { useVideoData } from '../video-authentication/use-video-data';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { RemotePage } from '../shared/RemotePage';
import { VideoFailureDialog } from '../shared/VideoFailureDialog';
import { FeaturedGenreRow } from './FeaturedGenreRow';

function Genres({ access, type }: { access: VideoServiceAccess; type: 'movies' | 'series' }) {
  const t = useMessages(vodMessages);
  const load = useCallback(
    async (hub: HubClient, live: VideoServiceAccess) => {
      const result = await getVodGenres(hub, live, type);
      return result.ok ? { ok: true as const, value: withoutExcludedGenres(result.value) } : result;
    },
    [type],
  );
  const genres = useVideoData(access, load, { cache: { key: `vod/genres/${type}`, lifetimeMs: 60 * 60 * 1000 } });
  return (
    <RemotePage className={styles.page}>
      <h1 className={styles.title}>{t('genresOf', { type: t(type) })}</h1>
      <VideoFailureDialog data={genres} />
      <HubDataState
        data={genres}
        loadingLabel={t('loadingList')}
        failedTitle={t('listFailed')}
        empty={{ when: (list) => list.length === 0, title: t('emptyList') }}
      >
        {(list) => (
          <>
            <ul className={styles.chips}>
              <li>
                <Link className={styles.chip} to={`/vod/overview/${type}`}>
                  {t('allOf', { type: t(type) })}
                </Link>
              </li>
              {list.map((genre) => (
                <li key={genre.id}>
                  <Link className={styles.chip} to={`/vod/overview/${type}/${genre.id}`}>
                    {genre.name}
                  </Link>
                </li>
              ))}
            </ul>
            {list.map((genre) => (
              <FeaturedGenreRow key={genre.id} access={access} type={type} genre={genre} />
            ))}
          </>
        )}
      </HubDataState>
    </RemotePage>
  );
}

/** /vod/overview/genre/{type}: movies or series genres (provider 146 left out), each a featured row of 50. */
export function GenreListScreen() {
  const type = useParams().type === 'series' ? 'series' : 'movies';
  return <VideoAccessGate>{(access) => <Genres access={access} type={type} />}</VideoAccessGate>;
}
