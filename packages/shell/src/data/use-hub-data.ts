import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HubClient, HubError, HubResult } from '@companion/hub-client';
import { subscribeNetworkStatus } from '../offline/network-status';
import { isHubUnreachable } from '../offline/shown-data-time';
import { useHub } from '../shell-context';
import { readCached, readLastGood, writeCached } from './hub-data-cache';
import { preloadPicture } from './preload-picture';
import { nextRetryDelay } from './retry-backoff';

export type HubData<T> = { status: 'loading' } | { status: 'failed'; error: HubError } | { status: 'ready'; value: T };

export type HubDataOptions<T = unknown> = {
  /**
   * Keeps the answer under this key for `lifetimeMs`, so the screen opened again within it
   * shows the answer at once. The key names the call and its parameters (`programme/2026-11-24`).
   */
  cache?: { key: string; lifetimeMs: number };
  /**
   * The address of the picture the screen shows first and largest with this answer: its
   * download starts, at high priority, as soon as the answer is in, not once React has drawn the
   * screen (preload-picture.ts).
   */
  leadPicture?: (value: T) => string | undefined;
};

const initialState = <T>(options: HubDataOptions<T>): HubData<T> => {
  const cached = options.cache ? readCached<T>(options.cache.key) : undefined;
  return cached ? { status: 'ready', value: cached.value } : { status: 'loading' };
};

/** The hub could not be reached (as opposed to answering with an error): worth asking again. */
function isUnreachable(error: HubError): boolean {
  return error.kind === 'network' || error.kind === 'timeout';
}

type LastGood = { load: unknown; key: string | undefined; value: unknown };

/**
 * The one way a screen loads hub data: loading, failed or ready, with a retry; render it with
 * `<HubDataState>`. `load` must be stable (a module-level call or a useCallback). A retry always
 * asks the hub again, whatever the cache holds.
 *
 * Offline (issue 20): when the hub cannot be reached, a screen that has data keeps it instead of
 * an error; the hook asks again by itself with a growing pause (5 s doubling to 2 min), and at
 * once when the network comes back, so a kiosk or signage screen recovers without staff. An
 * answer that arrived while offline (the service worker's cached copy) is refreshed the same way.
 */
export function useHubData<T>(
  load: (hub: HubClient) => Promise<HubResult<T>>,
  options: HubDataOptions<T> = {},
): HubData<T> & { retry: () => void } {
  const hub = useHub();
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<HubData<T>>(() => initialState<T>(options));
  const key = options.cache?.key;
  const lifetimeMs = options.cache?.lifetimeMs;
  const lastGood = useRef<LastGood | undefined>(undefined);
  const silent = useRef(false);
  const failures = useRef(0);
  const [needsRefresh, setNeedsRefresh] = useState(false);
  // Read when an answer arrives, not a reason to ask again: callers may pass a new function each render.
  const leadPicture = useRef(options.leadPicture);
  useLayoutEffect(() => {
    leadPicture.current = options.leadPicture;
  });

  // A layout effect: the request leaves in the task that commits the screen, before the browser
  // paints it, rather than in a later task after the paint (issue 20: on a slow phone each task
  // boundary before the data request delays the screen's largest picture).
  useLayoutEffect(() => {
    if (key && attempt === 0) {
      const cached = readCached<T>(key);
      if (cached) {
        setData({ status: 'ready', value: cached.value });
        return;
      }
    }
    let current = true;
    const quietly = silent.current;
    silent.current = false;
    const kept = lastGood.current && (key ? lastGood.current.key === key : lastGood.current.load === load) ? lastGood.current : undefined;
    // Already loading (the first request of a screen): keep the state, so no second render.
    if (!quietly || !kept)
      setData((previous) =>
        (quietly && previous.status === 'failed') || previous.status === 'loading' ? previous : { status: 'loading' },
      );
    void load(hub).then((result) => {
      if (!current) return;
      if (result.ok) {
        if (key && lifetimeMs) writeCached(key, result.value, lifetimeMs);
        lastGood.current = { load, key, value: result.value };
        preloadPicture(leadPicture.current?.(result.value));
        // A transition: React draws the answer in short slices, so a long list does not hold
        // the main thread in one long task (Lighthouse TBT on a slow phone).
        startTransition(() => setData({ status: 'ready', value: result.value }));
        // A copy from the service worker's cache: fresh data is still owed.
        const stale = isHubUnreachable();
        failures.current = stale ? failures.current + 1 : 0;
        setNeedsRefresh(stale);
        return;
      }
      const unreachable = isUnreachable(result.error);
      const fallback = kept ?? (key ? readLastGood<T>(key) : undefined);
      startTransition(() =>
        setData(unreachable && fallback ? { status: 'ready', value: fallback.value as T } : { status: 'failed', error: result.error }),
      );
      failures.current = unreachable ? failures.current + 1 : 0;
      setNeedsRefresh(unreachable);
    });
    return () => {
      current = false;
    };
  }, [hub, load, attempt, key, lifetimeMs]);

  // Ask again by itself while the hub is away: after a growing pause, or at once when it returns.
  useEffect(() => {
    if (!needsRefresh) return;
    const refresh = () => {
      silent.current = true;
      setNeedsRefresh(false);
      setAttempt((count) => count + 1);
    };
    const timer = setTimeout(refresh, nextRetryDelay(failures.current));
    let wasUnreachable = isHubUnreachable();
    const unsubscribe = subscribeNetworkStatus(() => {
      const unreachable = isHubUnreachable();
      if (wasUnreachable && !unreachable) refresh();
      wasUnreachable = unreachable;
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [needsRefresh, attempt]);

  const retry = useCallback(() => {
    failures.current = 0;
    setAttempt((count) => count + 1);
  }, []);
  return { ...data, retry };
}
