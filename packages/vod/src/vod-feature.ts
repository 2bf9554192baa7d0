import type { FeatureContribution } from '@companion/shell';
import { logoutOfVideoServiceStep, videoAuthenticationStore } from './video-authentication/video-authentication-store';

/** Video's part of start-up: the video-service token, said goodbye to and wiped at logout. */
export const vodFeature: FeatureContribution = {
  name: 'vod',
  guestStores: [videoAuthenticationStore],
  logoutSteps: [logoutOfVideoServiceStep],
};
