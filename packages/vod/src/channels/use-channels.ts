import { useCallback } from 'react';
import { getChannelData, type HubClient, type VideoServiceAccess } from '@companion/hub-client';
import { useHubData } from '@companion/shell';
import { forgetRefusedToken } from '../video-authentication/forget-refused-token';

/** The live channels with their programmes inside [from, to) (epoch seconds). */
export function useChannels(access: VideoServiceAccess, from: number, to: number) {
  const load = useCallback((hub: HubClient) => getChannelData(hub, access, { from, to }).then(forgetRefusedToken), [access, from, to]);
  return useHubData(load);
}
