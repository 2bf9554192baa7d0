import {
  connectVideoToken,
  loginVideoApp,
  VIDEO_APP_IDENTIFIER,
  type DeviceConfig,
  type HubClient,
  type HubResult,
  type VideoServiceAccess,
} from '@companion/hub-client';
import { currentVideoAccess, rememberVideoLogin } from './video-authentication-store';

/** This device's id towards the video provider, one per app start (§3 "deviceUuid"). */
const deviceUuid: string = globalThis.crypto?.randomUUID?.() ?? `device-${Date.now().toString(36)}`;

/**
 * The video-service login (platform.md §2.2): a token from api/connect-token (kept 6 hours), then
 * customers/loginApp. A valid token in memory is used as it is.
 */
export async function videoLogin(hub: HubClient, config: DeviceConfig): Promise<HubResult<VideoServiceAccess>> {
  const known = currentVideoAccess();
  if (known) return { ok: true, value: known };
  const video = config.videoConfiguration;
  if (!video) return { ok: false, error: { kind: 'http', status: 404, message: 'This device has no video service' } };
  const token = await connectVideoToken(hub, video.url, { username: video.appIdentifier ?? VIDEO_APP_IDENTIFIER, password: deviceUuid });
  if (!token.ok) return token;
  const access: VideoServiceAccess = { serviceUrl: video.url, apiVersion: video.apiVersion ?? null, deviceUuid, token: token.value };
  const registered = await loginVideoApp(hub, access);
  if (!registered.ok) return registered;
  rememberVideoLogin(access);
  return { ok: true, value: access };
}
