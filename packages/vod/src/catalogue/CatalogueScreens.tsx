import { useCallback, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { catalogueStreamUrl, getCatalogueMovie, type CatalogueMovieSummary, type HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { EmptyState, VideoPlayer } from '@companion/ui';
import { shownCast } from '../rules/vod-rules';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { useCatalogueBase, useCatalogueLocale, useCatalogueMaster, CATALOGUE_CACHE_MS } from './use-catalogue';
import { preferAudioLanguage } from '../shared/prefer-audio-language';
import { usePlaybackLanguage } from '../shared/use-playback-language';
import { RemotePage } from '../shared/RemotePage';
import { ChooserLabel } from '../shared/ChooserLabel';
import { VideoFailureDialog } from '../shared/VideoFailureDialog';
import { VideoErrorDialog } from '../shared/VideoErrorDialog';

function MovieCards({ movies }: { movies: readonly CatalogueMovieSummary[] }) {
  return (
    <ul className={styles.chooser}>
      {movies.map((movie) => (
        <li key={movie.id}>
          <Link to={`/seanetvod/movie/${movie.id}`} className={styles.card}>
            <img className={styles.cardPicture} src={movie.poster ?? undefined} alt="" style={{ aspectRatio: '2 / 3' }} loading="lazy" />
            <span className={styles.cardTitle}>{movie.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /seanetvod: the catalogue's genres. */
export function CatalogueGenresScreen() {
  const t = useMessages(vodMessages);
  const { master } = useCatalogueMaster();
  return (
    <RemotePage className={styles.page}>
      <h1 className={styles.title}>{t('catalogueTitle')}</h1>
      <VideoFailureDialog data={master} text={() => t('errorFetchingContent')} />
      <HubDataState data={master} loadingLabel={t('loadingCatalogue')} failedTitle={t('errorFetchingContent')}>
        {(value) => (
          // Category tiles (75 %), large enough to aim at with a remote across a cabin.
          <ul className={styles.chooser}>
            {value.genres.map((genre) => (
              <li key={genre.id}>
                <Link className={styles.chooserLink} to={`/seanetvod/genre/${genre.id}`}>
                  <ChooserLabel text={genre.title} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HubDataState>
    </RemotePage>
  );
}

/** /seanetvod/genre/{id}: the genre's movies. */
export function CatalogueGenreScreen() {
  const t = useMessages(vodMessages);
  const id = useParams().id ?? '';
  const { master } = useCatalogueMaster();
  return (
    <RemotePage className={styles.page}>
      <VideoFailureDialog data={master} text={() => t('errorFetchingContent')} />
      <HubDataState
        data={master}
        loadingLabel={t('loadingCatalogue')}
        failedTitle={t('errorFetchingContent')}
        empty={{ when: (value) => !value.movies.some((movie) => movie.genres.includes(id)), title: t('emptyList') }}
      >
        {(value) => (
          <>
            <h1 className={styles.title}>{value.genres.find((genre) => genre.id === id)?.title ?? t('catalogueTitle')}</h1>
            <MovieCards movies={value.movies.filter((movie) => movie.genres.includes(id))} />
          </>
        )}
      </HubDataState>
    </RemotePage>
  );
}

/** /seanetvod/movie/{id}: the movie's detail, Watch passing the player its state. */
export function CatalogueMovieScreen() {
  const t = useMessages(vodMessages);
  const id = useParams().id ?? '';
  const base = useCatalogueBase();
  const locale = useCatalogueLocale();
  const { master } = useCatalogueMaster();
  const summary = master.status === 'ready' ? master.value.movies.find((movie) => movie.id === id) : undefined;
  const path = summary?.path;
  const load = useCallback(
    (hub: HubClient) =>
      path
        ? getCatalogueMovie(hub, base, path, locale)
        : Promise.resolve({ ok: false as const, error: { kind: 'http' as const, status: 404, message: '' } }),
    [base, path, locale],
  );
  const movie = useHubData(load, { cache: { key: `seanetvod/movie/${locale}/${path ?? id}`, lifetimeMs: CATALOGUE_CACHE_MS } });
  return (
    <RemotePage className={styles.page}>
      <VideoFailureDialog data={master.status === 'ready' ? movie : master} text={() => t('errorFetchingContent')} />
      <HubDataState
        data={master.status === 'ready' ? movie : master}
        loadingLabel={t('loadingCatalogue')}
        failedTitle={t('errorFetchingContent')}
      >
        {() =>
          movie.status === 'ready' && summary ? (
            <article className={styles.detail}>
              <img className={styles.cardPicture} src={summary.poster ?? undefined} alt="" style={{ aspectRatio: '2 / 3' }} />
              <div>
                <h1 className={styles.title}>{movie.value.title}</h1>
                {movie.value.tagline ? <p className={styles.facts}>{movie.value.tagline}</p> : null}
                <div className={styles.actions}>
                  <VideoAccessGate>
                    {(access) => (
                      <Link
                        className={styles.primaryAction}
                        to="/seanetvod/moviePlayer"
                        state={{
                          movieId: summary.id,
                          mediaPath: movie.value.media?.origin?.media ?? '',
                          token: access.token,
                          title: movie.value.title,
                        }}
                      >
                        {t('watchMovie')}
                      </Link>
                    )}
                  </VideoAccessGate>
                </div>
                {movie.value.synopses?.overview ? <p>{movie.value.synopses.overview}</p> : null}
                {movie.value.crew?.length ? (
                  <p>
                    <strong>{t('director')}: </strong>
                    {movie.value.crew
                      .filter((member) => member.job === 'Director')
                      .map((member) => member.name)
                      .join(', ')}
                  </p>
                ) : null}
                <p>
                  <strong>{t('cast')}: </strong>
                  {shownCast(movie.value.cast?.map((member) => member.name)).join(', ')}
                </p>
              </div>
            </article>
          ) : null
        }
      </HubDataState>
    </RemotePage>
  );
}

/** §8: the player without state says error_fetching_content in a dialog with a close button. */
function MissingStateDialog() {
  const t = useMessages(vodMessages);
  const [open, setOpen] = useState(true);
  return open ? <VideoErrorDialog message={t('errorFetchingContent')} onClose={() => setOpen(false)} /> : null;
}

type PlayerState = { movieId?: string; mediaPath?: string; token?: string; title?: string };

/** /seanetvod/moviePlayer: plays the movie named by the navigation state, with its bearer token. */
export function CatalogueMoviePlayerScreen() {
  const t = useMessages(vodMessages);
  const base = useCatalogueBase();
  const language = usePlaybackLanguage();
  const state = (useLocation().state ?? {}) as PlayerState;
  if (!state.movieId || !state.mediaPath || !state.token)
    return (
      <RemotePage className={styles.page}>
        <EmptyState title={t('errorFetchingContent')} />
        <MissingStateDialog />
      </RemotePage>
    );
  const token = state.token;
  return (
    <RemotePage className={styles.playerPage}>
      <h1 className={styles.title}>{state.title}</h1>
      <VideoPlayer
        sources={[{ src: catalogueStreamUrl(base, state.movieId, state.mediaPath), type: 'application/x-mpegURL' }]}
        title={state.title ?? ''}
        autoplay
        loadingLabel={t('loadingPlayer')}
        bearerToken={() => token}
        onPlayer={(player) => preferAudioLanguage(player, language)}
      />
    </RemotePage>
  );
}
