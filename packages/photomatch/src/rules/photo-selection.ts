import type { HubId, PhotoCart, PhotoCartChange, PhotoConfig } from '@companion/hub-client';
import { clampCount } from './variant-count';

/** The count of each variant for one photo, by variant id. */
export type Selection = Record<string, number>;

/** What the large view starts from: every variant of the shop, with the cart's count for this photo. */
export function selectionFromCart(photoId: HubId, cart: PhotoCart | undefined, config: PhotoConfig): Selection {
  const inCart = cart?.photos.find((photo) => String(photo.id) === String(photoId));
  return Object.fromEntries(
    config.variants.map((variant) => {
      const count = inCart?.variants.find((entry) => String(entry.id) === String(variant.id))?.count ?? 0;
      return [String(variant.id), clampCount(count, variant.digital)];
    }),
  );
}

/** The cart change that makes the cart hold `selection` for this photo; undefined when nothing changes. */
export function selectionChange(photoId: HubId, selection: Selection, before: Selection): PhotoCartChange | undefined {
  const variants = Object.entries(selection)
    .filter(([id, count]) => (before[id] ?? 0) !== count)
    .map(([id, count]) => ({ id, count }));
  return variants.length === 0 ? undefined : { photos: [{ id: photoId, variants }] };
}

/** How many copies of this photo the selection holds. */
export function selectedCopies(selection: Selection): number {
  return Object.values(selection).reduce((sum, count) => sum + count, 0);
}
