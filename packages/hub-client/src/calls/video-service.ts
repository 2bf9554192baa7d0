import ky from 'ky';
import type { HubClient } from '../hub-client';
import { hubFailure, type HubResult } from '../hub-error';

/** Where and as whom the app talks to the video provider (platform.md §3 video configuration). */
export type VideoServiceAccess = {
  /** videoConfiguration.url of the device config. */
  serviceUrl: string;
  apiVersion?: string | null;
  deviceUuid: string;
  token: string;
};

/**
 * GET customers/logout on the video provider with token, device_uuid and api_version
 * (media-and-guest-services.md §7). Success is an empty (null) answer; anything else is reported
 * as a failure for the caller to record. The call goes to the provider, not the hub: it carries
 * no hub SessionId and a 403 from the provider must not end the hub session.
 */
export async function logoutOfVideoService(hub: HubClient, access: VideoServiceAccess): Promise<HubResult<void>> {
  try {
    const response = await ky.get('customers/logout', {
      prefixUrl: access.serviceUrl,
      fetch: hub.fetch,
      retry: 0,
      throwHttpErrors: false,
      searchParams: { token: access.token, device_uuid: access.deviceUuid, api_version: access.apiVersion ?? '' },
    });
    const text = (await response.text().catch(() => '')).trim();
    if (!response.ok)
      return hubFailure({ kind: 'http', status: response.status, message: `The video service answered ${response.status}` });
    if (text !== '' && text !== 'null')
      return hubFailure({
        kind: 'invalid-response',
        message: 'The video service logout did not answer null',
        issues: [text.slice(0, 200)],
      });
    return { ok: true, value: undefined };
  } catch (cause) {
    return hubFailure({ kind: 'network', message: cause instanceof Error ? cause.message : String(cause) });
  }
}
