import { useCallback, useEffect, useRef, useState } from 'react';
import { getVods, type HubClient, type HubError, type VideoServiceAccess, type VodItem, type VodQuery } from '@companion/hub-client';
import { useHub } from '@companion/shell';
import { isFinished } from '../rules/vod-rules';
import { useVideoData } from '../video-authentication/use-video-data';
import { callVideoService } from '../video-authentication/video-call';

/**
 * A list that loads in pages (§4 "VOD lists"): the first page through useVideoData (spinner, error,
 * empty, retry), later pages appended when the grid nears its end; an empty page sets maxReached
 * and stops asking (a short page is not the end: only an empty one is); a new query (genre,
 * search) starts over and clears the flag. `fetchingMore` drives the spinner under the grid, and
 * `moreFailed` the error dialog (a failed page can be asked again by scrolling on).
 */
export function usePagedVods(access: VideoServiceAccess, query: VodQuery, pageSize: number) {
  const hub = useHub();
  const queryKey = JSON.stringify(query);
  // Which query the shown first page answers: for the one render after a new search, before its
  // request leaves, the screen still holds the old query's page, which must not start page 2.
  const firstPageOf = useRef<string | undefined>(undefined);
  const load = useCallback(
    (client: HubClient, live: VideoServiceAccess) =>
      getVods(client, live, { ...(JSON.parse(queryKey) as VodQuery), limit: pageSize, page: 1 }).then((result) => {
        firstPageOf.current = queryKey;
        return result;
      }),
    [queryKey, pageSize],
  );
  const first = useVideoData(access, load);
  const [more, setMore] = useState<{ key: string; items: VodItem[]; page: number; finished: boolean }>({
    key: queryKey,
    items: [],
    page: 1,
    finished: false,
  });
  const fetching = useRef(false);
  const [fetchingMore, setFetchingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState<HubError>();
  const current = more.key === queryKey ? more : { key: queryKey, items: [], page: 1, finished: false };
  const firstItems = first.status === 'ready' ? first.value : undefined;
  const finished = current.finished || (firstItems !== undefined && isFinished(firstItems));

  useEffect(() => {
    fetching.current = false;
  }, [queryKey]);

  const loadMore = useCallback(() => {
    if (fetching.current || !firstItems || firstPageOf.current !== queryKey || current.finished || isFinished(firstItems) || moreFailed)
      return;
    fetching.current = true;
    setFetchingMore(true);
    const page = current.page + 1;
    void callVideoService(hub, access, (live) => getVods(hub, live, { ...query, limit: pageSize, page })).then((result) => {
      fetching.current = false;
      setFetchingMore(false);
      if (!result.ok) {
        setMoreFailed(result.error);
        return;
      }
      setMore({ key: queryKey, items: [...current.items, ...result.value], page, finished: isFinished(result.value) });
    });
  }, [hub, access, queryKey, pageSize, firstItems, current, moreFailed]);

  const items = firstItems ? [...firstItems, ...current.items] : [];
  /** Closing the dialog lets the next scroll towards the end ask for the page again. */
  const dismissMoreFailure = useCallback(() => setMoreFailed(undefined), []);
  return { first, items, finished, loadMore, fetchingMore, moreFailed, dismissMoreFailure };
}
