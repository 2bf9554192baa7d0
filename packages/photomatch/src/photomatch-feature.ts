import type { FeatureContribution } from '@companion/shell';
import { photoStore } from './store/photo-store';

// The saved copy is checked with the photo schemas (and zod), loaded behind a dynamic import so
// the app's first download holds only the store (docs/performance.md).
const photoSlice = () => import('./store/persist-photomatch');

/**
 * The photo shop's part of start-up: consent and cart are guest data, wiped at logout, and the
 * `photomatch` slice survives a reload (platform.md §4.1). No login loader: the spec loads photo
 * data only on photo pages, and a photo hub that is down must never undo a login
 * (docs/decisions.md "Photo shop").
 */
export const photomatchFeature: FeatureContribution = {
  name: 'photomatch',
  guestStores: [photoStore],
  persistSlices: async (persistence) => (await photoSlice()).persistPhotomatch(persistence),
};
