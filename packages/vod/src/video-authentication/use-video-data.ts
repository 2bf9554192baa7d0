import { useCallback, useRef } from 'react';
import type { HubClient, HubResult, VideoServiceAccess } from '@companion/hub-client';
import { useHubData, type HubData, type HubDataOptions } from '@companion/shell';
import { callVideoService } from './video-call';

/**
 * useHubData for a video provider call (`call` must be stable, like useHubData's `load`). An error
 * clears the token (callVideoService); Try again then logs in afresh, once per press: only the
 * press arms the login, so neither the first load nor the shell's automatic refresh can loop.
 */
export function useVideoData<T>(
  access: VideoServiceAccess,
  call: (hub: HubClient, access: VideoServiceAccess) => Promise<HubResult<T>>,
  options?: HubDataOptions<T>,
): HubData<T> & { retry: () => void } {
  const renewNext = useRef(false);
  const load = useCallback(
    (hub: HubClient) => {
      const renew = renewNext.current;
      renewNext.current = false;
      return callVideoService(hub, access, (live) => call(hub, live), { renew });
    },
    [access, call],
  );
  const data = useHubData(load, options);
  const { retry } = data;
  const retryWithLogin = useCallback(() => {
    renewNext.current = true;
    retry();
  }, [retry]);
  return { ...data, retry: retryWithLogin };
}
