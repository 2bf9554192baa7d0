import { useCallback, useEffect, useState } from 'react';
import type { HubClient, HubError, HubResult } from '@companion/hub-client';
import { useHub } from '../shell-context';
import { readCached, writeCached } from './hub-data-cache';

export type HubData<T> = { status: 'loading' } | { status: 'failed'; error: HubError } | { status: 'ready'; value: T };

export type HubDataOptions = {
  /**
   * Keeps the answer under this key for `lifetimeMs`, so the screen opened again within it
   * shows the answer at once. The key names the call and its parameters (`programme/2026-11-24`).
   */
  cache?: { key: string; lifetimeMs: number };
};

const initialState = <T>(options: HubDataOptions): HubData<T> => {
  const cached = options.cache ? readCached<T>(options.cache.key) : undefined;
  return cached ? { status: 'ready', value: cached.value } : { status: 'loading' };
};

/**
 * The one way a screen loads hub data: loading, failed or ready, with a retry; render it with
 * `<HubDataState>`. `load` must be stable (a module-level call or a useCallback). A retry always
 * asks the hub again, whatever the cache holds.
 */
export function useHubData<T>(
  load: (hub: HubClient) => Promise<HubResult<T>>,
  options: HubDataOptions = {},
): HubData<T> & { retry: () => void } {
  const hub = useHub();
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<HubData<T>>(() => initialState<T>(options));
  const key = options.cache?.key;
  const lifetimeMs = options.cache?.lifetimeMs;
  useEffect(() => {
    if (key && attempt === 0) {
      const cached = readCached<T>(key);
      if (cached) {
        setData({ status: 'ready', value: cached.value });
        return;
      }
    }
    let current = true;
    setData({ status: 'loading' });
    void load(hub).then((result) => {
      if (!current) return;
      if (result.ok && key && lifetimeMs) writeCached(key, result.value, lifetimeMs);
      setData(result.ok ? { status: 'ready', value: result.value } : { status: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [hub, load, attempt, key, lifetimeMs]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...data, retry };
}
