import type { PhotoConfig } from '@companion/hub-client';
import { demoBulkPackages, demoPhotoOffers, demoPhotoVariants } from '@companion/hub-sim';

/** The demo shop's config with some fields changed, for `answeringCall('get', '*\/photomatch/config', …)`. */
export function demoPhotoConfigWith(change: Partial<PhotoConfig>): PhotoConfig {
  return {
    variants: demoPhotoVariants,
    bulkPackages: demoBulkPackages.map(({ scene: _scene, ...shown }) => shown),
    photoGroups: demoPhotoOffers.map(({ id, blurb, forZ }) => ({ id, blurb, forZ })),
    folders: [],
    keyvalues: {},
    ...change,
  };
}
