import { useCallback } from 'react';
import { getChannelData, type HubClient, type VideoServiceAccess } from '@companion/hub-client';
import { useVideoData } from '../video-authentication/use-video-data';

/** The live channels with their programmes inside [from, to) (epoch seconds). */
export function useChannels(access: VideoServiceAccess, from: number, to: number) {
  const load = useCallback((hub: HubClient, live: VideoServiceAccess) => getChannelData(hub, live, { from, to }), [from, to]);
  return useVideoData(access, load);
}
