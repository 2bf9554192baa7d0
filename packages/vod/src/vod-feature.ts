import type { FeatureContribution } from '@companion/shell';
import { videoAuthenticationStore } from './video-authentication/video-authentication-store';

const videoServiceLogout = () => import('./vod-feature-logout');

/** Video's part of start-up: the video-service token, said goodbye to and wiped at logout. */
export const vodFeature: FeatureContribution = {
  name: 'vod',
  guestStores: [videoAuthenticationStore],
  logoutSteps: [
    // logoutOfVideoServiceStep's rule (media-and-guest-services.md §4), with the call loaded
    // lazily: the token is read now, before the wipe that follows takes it.
    (hub) => {
      const { access } = videoAuthenticationStore.getState();
      if (!access) return;
      void videoServiceLogout().then(({ sayGoodbyeToVideoService }) => sayGoodbyeToVideoService(hub, access));
    },
  ],
};
