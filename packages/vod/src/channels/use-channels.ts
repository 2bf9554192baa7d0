import { useCallback, useState } from 'react';
import { getChannelData, type HubClient, type VideoServiceAccess } from '@companion/hub-client';
import type { HubData } from '@companion/shell';
import { useVideoData } from '../video-authentication/use-video-data';

/** The live channels with their programmes inside [from, to) (epoch seconds). */
export function useChannels(access: VideoServiceAccess, from: number, to: number) {
  const load = useCallback((hub: HubClient, live: VideoServiceAccess) => getChannelData(hub, live, { from, to }), [from, to]);
  return useVideoData(access, load);
}

/**
 * The last answer stays while the next one loads (a moved time window): only the first load shows
 * the loading state. A failure still shows as one.
 */
export function useKeptWhileLoading<T>(data: HubData<T> & { retry: () => void }): HubData<T> & { retry: () => void } {
  const [kept, setKept] = useState<{ value: T }>();
  if (data.status === 'ready' && kept?.value !== data.value) setKept({ value: data.value });
  return data.status === 'loading' && kept ? { status: 'ready', value: kept.value, retry: data.retry } : data;
}
