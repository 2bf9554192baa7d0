import type { FeatureContribution } from '@companion/shell';
import { holidayStore, loadHoliday } from './holiday/holiday-store';
import { persistHoliday } from './holiday/persist-holiday';

/** The account's part of start-up: the guest's holiday, loaded at login and wiped at logout. */
export const accountFeature: FeatureContribution = {
  name: 'account',
  guestStores: [holidayStore],
  loginLoaders: [{ load: loadHoliday }],
  persistSlices: persistHoliday,
};
