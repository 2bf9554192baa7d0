import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { VideoServiceAccess } from '@companion/hub-client';
import { HubDataState, useMessages } from '@companion/shell';
import { Spinner, VirtualGrid } from '@companion/ui';
import { VodCard, ratioOf } from '../shared/VodCard';
import { usePagedVods } from '../shared/use-paged-vods';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { listQuery, type ListKind } from './list-kinds';
import { cardTitleHeight } from './card-title';
import { RemotePage } from '../shared/RemotePage';
import { VideoFailureDialog } from '../shared/VideoFailureDialog';

const titleKey = { movies: 'movies', series: 'series', audios: 'audios', kids: 'kidsMovies', watchlist: 'watchlist' } as const;

function VodList({ access, kind }: { access: VideoServiceAccess; kind: ListKind }) {
  const t = useMessages(vodMessages);
  const genreId = Number(useParams().genreid) || undefined;
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const { query, pageSize } = listQuery(kind, genreId, search);
  const { first, items, finished, loadMore, fetchingMore, moreFailed, dismissMoreFailure } = usePagedVods(access, query, pageSize);
  const title = t(titleKey[kind]);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <RemotePage className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {kind === 'watchlist' ? null : (
        <form className={styles.searchRow} role="search" onSubmit={onSearch}>
          <input
            className={styles.searchInput}
            type="search"
            aria-label={t('search', { type: title })}
            placeholder={t('search', { type: title })}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </form>
      )}
      <VideoFailureDialog data={first} />
      <HubDataState
        data={first}
        loadingLabel={t('loadingList')}
        failedTitle={t('listFailed')}
        empty={{
          when: (page) => page.length === 0,
          title: search ? t('noResults', { search }) : kind === 'watchlist' ? t('emptyWatchlist') : t('emptyList'),
        }}
      >
        {(page) => (
          <>
            <VirtualGrid
              items={items}
              itemKey={(item) => item.id}
              label={title}
              minItemWidth={kind === 'series' || kind === 'audios' ? 150 : 160}
              itemHeight={(width, fontSize) => width * ratioOf(page[0] ?? { type: 'movie' }) + cardTitleHeight(fontSize) + 4}
              onEndReached={loadMore}
              finished={finished}
              renderItem={(item, gridProps) => <VodCard item={item} gridProps={gridProps} />}
            />
            {/* §4: a spinner while a further page is fetched. */}
            {fetchingMore ? <Spinner label={t('loadingMore')} /> : null}
            {moreFailed ? <VideoFailureDialog data={{ status: 'failed', error: moreFailed }} onClosed={dismissMoreFailure} /> : null}
          </>
        )}
      </HubDataState>
    </RemotePage>
  );
}

function listScreen(kind: ListKind) {
  return function VodListRoute() {
    return <VideoAccessGate>{(access) => <VodList access={access} kind={kind} />}</VideoAccessGate>;
  };
}

export const MoviesScreen = listScreen('movies');
export const SeriesScreen = listScreen('series');
export const AudiosScreen = listScreen('audios');
export const KidsMoviesScreen = listScreen('kids');
export const WatchlistScreen = listScreen('watchlist');
