import {
  connectVideoToken,
  loginVideoApp,
  type DeviceConfig,
  type HubClient,
  type HubResult,
  type VideoServiceAccess,
} from '@companion/hub-client';
import { videoDeviceUuid } from '@companion/shell';
import { currentVideoAccess, rememberVideoLogin } from './video-authentication-store';

type VideoService = Pick<VideoServiceAccess, 'serviceUrl' | 'apiVersion' | 'appIdentifier'>;

/**
 * The login under way per hub client, shared: screens (or blocks of one screen) that need a token
 * together cause one login, not one each. Per client, so a login begun with one hub (an earlier
 * story's, a test's) is never what another waits for.
 */
const pending = new WeakMap<HubClient, Promise<HubResult<VideoServiceAccess>>>();

async function connect(hub: HubClient, service: VideoService): Promise<HubResult<VideoServiceAccess>> {
  // The device id is saved with the vod slice (shell), so the provider sees the same device after a reload.
  const deviceUuid = videoDeviceUuid();
  const token = await connectVideoToken(hub, service.serviceUrl, { appIdentifier: service.appIdentifier, deviceUuid });
  if (!token.ok) return token;
  const access: VideoServiceAccess = {
    serviceUrl: service.serviceUrl,
    apiVersion: service.apiVersion ?? null,
    appIdentifier: service.appIdentifier ?? null,
    deviceUuid,
    token: token.value,
  };
  const registered = await loginVideoApp(hub, access);
  if (!registered.ok) return registered;
  rememberVideoLogin(access);
  return { ok: true, value: access };
}

function logIn(hub: HubClient, service: VideoService): Promise<HubResult<VideoServiceAccess>> {
  const underWay = pending.get(hub);
  if (underWay) return underWay;
  const login = connect(hub, service).finally(() => pending.delete(hub));
  pending.set(hub, login);
  return login;
}

/**
 * The video-service login (platform.md §2.2): a token from api/connect-token (kept 6 hours), then
 * customers/loginApp, both as the configured app (PLANE_V1 when none is configured). A valid
 * token in memory is used as it is.
 */
export function videoLogin(hub: HubClient, config: DeviceConfig): Promise<HubResult<VideoServiceAccess>> {
  const known = currentVideoAccess();
  if (known) return Promise.resolve({ ok: true, value: known });
  const video = config.videoConfiguration;
  if (!video) return Promise.resolve({ ok: false, error: { kind: 'http', status: 404, message: 'This device has no video service' } });
  return logIn(hub, { serviceUrl: video.url, apiVersion: video.apiVersion ?? null, appIdentifier: video.appIdentifier ?? null });
}

/** A login afresh to the service `previous` was made with, once an error has cleared its token. */
export function renewVideoLogin(hub: HubClient, previous: VideoServiceAccess): Promise<HubResult<VideoServiceAccess>> {
  const known = currentVideoAccess();
  if (known) return Promise.resolve({ ok: true, value: known });
  return logIn(hub, previous);
}
