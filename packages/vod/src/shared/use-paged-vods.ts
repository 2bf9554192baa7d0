import { useCallback, useEffect, useRef, useState } from 'react';
import { getVods, type HubClient, type VideoServiceAccess, type VodItem, type VodQuery } from '@companion/hub-client';
import { useHub, useHubData } from '@companion/shell';
import { isFinished } from '../rules/vod-rules';
import { forgetRefusedToken } from '../video-authentication/forget-refused-token';

/**
 * A list that loads in pages (§4 "VOD lists"): the first page through useHubData (spinner, error,
 * empty, retry), later pages appended when the grid nears its end; an empty page sets maxReached
 * and stops asking; a new query (genre, search) starts over and clears the flag.
 */
export function usePagedVods(access: VideoServiceAccess, query: VodQuery, pageSize: number) {
  const hub = useHub();
  const queryKey = JSON.stringify(query);
  const load = useCallback(
    (client: HubClient) =>
      getVods(client, access, { ...(JSON.parse(queryKey) as VodQuery), limit: pageSize, page: 1 }).then(forgetRefusedToken),
    [access, queryKey, pageSize],
  );
  const first = useHubData(load);
  const [more, setMore] = useState<{ key: string; items: VodItem[]; page: number; finished: boolean }>({
    key: queryKey,
    items: [],
    page: 1,
    finished: false,
  });
  const fetching = useRef(false);
  const current = more.key === queryKey ? more : { key: queryKey, items: [], page: 1, finished: false };
  const firstItems = first.status === 'ready' ? first.value : undefined;
  const finished = current.finished || (firstItems !== undefined && firstItems.length < pageSize);

  useEffect(() => {
    fetching.current = false;
  }, [queryKey]);

  const loadMore = useCallback(() => {
    if (fetching.current || !firstItems || current.finished || firstItems.length < pageSize) return;
    fetching.current = true;
    const page = current.page + 1;
    void getVods(hub, access, { ...query, limit: pageSize, page }).then((result) => {
      fetching.current = false;
      if (!result.ok) {
        setMore({ ...current, finished: true });
        return;
      }
      setMore({ key: queryKey, items: [...current.items, ...result.value], page, finished: isFinished(result.value) });
    });
  }, [hub, access, queryKey, pageSize, firstItems, current]);

  const items = firstItems ? [...firstItems, ...current.items] : [];
  return { first, items, finished, loadMore };
}
