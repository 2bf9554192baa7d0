import type { FeatureContribution } from '@companion/shell';
import { persistPhotomatch } from './store/persist-photomatch';
import { photoStore } from './store/photo-store';

/**
 * The photo shop's part of start-up: consent and cart are guest data, wiped at logout, and the
 * `photomatch` slice survives a reload (platform.md §4.1). No login loader: the spec loads photo
 * data only on photo pages, and a photo hub that is down must never undo a login
 * (docs/decisions.md "Photo shop").
 */
export const photomatchFeature: FeatureContribution = {
  name: 'photomatch',
  guestStores: [photoStore],
  persistSlices: persistPhotomatch,
};
