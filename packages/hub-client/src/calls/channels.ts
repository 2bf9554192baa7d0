import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubRequest } from '../hub-request';
import { channelDataSchema, type Channel } from '../schemas/channels';
import type { VideoServiceAccess } from './video-service';
import { videoApiVersion } from './vod';

/**
 * GET channels/getChannelData: live channels with their programme guide. `from`/`to` (epoch
 * seconds) bound the guide; `ids` asks for the channels on screen only.
 */
export async function getChannelData(
  hub: HubClient,
  access: VideoServiceAccess,
  window: { from: number; to: number; ids?: readonly number[] } = { from: 0, to: 0 },
): Promise<HubResult<Channel[]>> {
  const result = await hubRequest(hub, {
    path: 'channels/getChannelData',
    schema: channelDataSchema,
    baseUrl: access.serviceUrl,
    credentials: 'omit',
    searchParams: {
      token: access.token,
      device_uuid: access.deviceUuid,
      api_version: videoApiVersion(access.apiVersion),
      from: window.from || undefined,
      to: window.to || undefined,
      channel_ids: window.ids?.join(','),
    },
  });
  return result.ok ? { ok: true, value: result.value.channels } : result;
}
