import ky from 'ky';
import type { HubClient } from '../hub-client';
import { hubFailure, type HubResult } from '../hub-error';

/** media-and-guest-services.md §9: the app identifier and the API version the app speaks by default. */
export const VIDEO_APP_IDENTIFIER = 'PLANE_V1';
export const VIDEO_API_VERSION = 3;

/**
 * A configured API version is used only when it is 3 or more (§9); otherwise 3. Defined here, beside
 * the logout, so every provider call (vod.ts re-exports it) and the lazily loaded logout share one
 * rule without the logout's chunk pulling in the schemas of vod.ts.
 */
export function videoApiVersion(configured: string | null | undefined): string {
  const version = Number(configured);
  return Number.isFinite(version) && version >= VIDEO_API_VERSION ? String(configured) : String(VIDEO_API_VERSION);
}

/** The configured videoConfiguration.appIdentifier; PLANE_V1 only when none is configured (§9 "defaults"). */
export function videoAppIdentifier(configured: string | null | undefined): string {
  const identifier = configured?.trim();
  return identifier ? identifier : VIDEO_APP_IDENTIFIER;
}

/** Where and as whom the app talks to the video provider (platform.md §3 video configuration). */
export type VideoServiceAccess = {
  /** videoConfiguration.url of the device config. */
  serviceUrl: string;
  apiVersion?: string | null;
  /** videoConfiguration.appIdentifier: the app this device logged in as (PLANE_V1 when unset). */
  appIdentifier?: string | null;
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
      searchParams: { token: access.token, device_uuid: access.deviceUuid, api_version: videoApiVersion(access.apiVersion) },
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
