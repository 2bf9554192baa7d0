import type { FeatureContribution } from '@companion/shell';
import { authenticationStore } from './authentication-store';
import { followOtherTabs } from './follow-other-tabs';
import { persistAuthentication } from './persist-authentication';

/** The session's part of start-up: who is logged in, saved across reloads and wiped at logout. */
export const sessionFeature: FeatureContribution = {
  name: 'session',
  guestStores: [authenticationStore],
  persistSlices: (persistence) => {
    persistAuthentication(persistence);
    followOtherTabs();
  },
};
