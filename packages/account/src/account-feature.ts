import type { FeatureContribution } from '@companion/shell';
import { holidayStore } from './holiday/holiday-state';

// The hub call and the saved copy's check use the itinerary schema (and zod): both load behind
// dynamic imports, so the app's first download holds only the store (docs/performance.md).
const holidayCalls = () => import('./holiday/holiday-store');
const holidaySlice = () => import('./holiday/persist-holiday');

/** The account's part of start-up: the guest's holiday, loaded at login and wiped at logout. */
export const accountFeature: FeatureContribution = {
  name: 'account',
  guestStores: [holidayStore],
  loginLoaders: [{ load: async (hub) => (await holidayCalls()).loadHoliday(hub) }],
  persistSlices: async (persistence) => (await holidaySlice()).persistHoliday(persistence),
};
