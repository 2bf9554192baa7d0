import { create } from 'zustand';
import type { PhotoCart, PhotoConsent } from '@companion/hub-client';

/**
 * The photo shop's guest data (platform.md §4.1 slice `photomatch`): the consent decision and the
 * photo cart. `consent` is undefined until the hub has been asked; null means the guest has not
 * decided. Logout resets the store (the feature contribution lists it as guest data).
 */
export type PhotoState = {
  consent: PhotoConsent | undefined;
  cart: PhotoCart | undefined;
  /** The one-time upgrade offer before an order was shown (upgraded or declined). */
  upsellOffered: boolean;
  /**
   * The order attempt in progress: its idempotency key, the cart it orders, the orders known before
   * it. Saved with the slice (persist-photomatch.ts), so a reload cannot give the same cart a new key.
   */
  orderAttempt?: PhotoOrderAttempt | undefined;
};

export type PhotoOrderAttempt = { cart: string; key: string; knownOrders: readonly string[] | undefined };

export const photoStore = create<PhotoState>(() => ({ consent: undefined, cart: undefined, upsellOffered: false }));
