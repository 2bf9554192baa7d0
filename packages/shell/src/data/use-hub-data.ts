import { useCallback, useEffect, useState } from 'react';
import type { HubClient, HubError, HubResult } from '@companion/hub-client';
import { useHub } from '../shell-context';

export type HubData<T> = { status: 'loading' } | { status: 'failed'; error: HubError } | { status: 'ready'; value: T };

/**
 * Loads one hub call for a screen and hands back loading, failed or ready, with a retry.
 * `load` must be stable (a module-level call or a useCallback).
 */
export function useHubData<T>(load: (hub: HubClient) => Promise<HubResult<T>>): HubData<T> & { retry: () => void } {
  const hub = useHub();
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<HubData<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setData({ status: 'loading' });
    void load(hub).then((result) => {
      if (!current) return;
      setData(result.ok ? { status: 'ready', value: result.value } : { status: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [hub, load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...data, retry };
}
