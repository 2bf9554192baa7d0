import type { DemoHubArea } from '../demo-hub-area';
import { photomatchHandlers } from './handlers';
import { createPhotomatchState, type PhotomatchState } from './state';

/** The demo hub's photo shop: consent, matched photos, cart pricing, orders and downloads. */
export const photomatchArea: DemoHubArea<PhotomatchState> = {
  name: 'photomatch',
  createState: createPhotomatchState,
  handlers: photomatchHandlers,
};

export type { PhotomatchState } from './state';
export { PHOTOMATCH_RESET_PATH } from './handlers';
export { DEMO_FAILING_PHOTO_GUEST, DEMO_NOT_ALLOWED_PHOTO_GUEST, DEMO_PHOTO_ORDER_NOT_ALLOWED, DEMO_FREE_CREDITS } from './state';
export { demoPhotoConditions, demoPhotoVariants, demoBulkPackages, demoPhotoOffers, DEMO_NO_PHOTOS_MESSAGE } from './fixtures/photo-shop';
export { matchedPhotosFor } from './fixtures/matched-photos';
