import { logoutOfVideoService, type HubClient, type VideoServiceAccess } from '@companion/hub-client';

/**
 * The video-service goodbye of vod-feature.ts's logout step, loaded when a guest with a video
 * token logs out: the call (and the HTTP library it uses) stays out of the app's first download.
 */
export function sayGoodbyeToVideoService(hub: HubClient, access: VideoServiceAccess): void {
  void logoutOfVideoService(hub, access).then((result) => {
    if (!result.ok) hub.logger.error('The video-service logout failed', result.error);
  });
}
