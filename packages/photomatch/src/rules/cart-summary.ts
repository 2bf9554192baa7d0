import type { HubId, PhotoCart } from '@companion/hub-client';
import { sumMoney } from './money';

export type CartSummary = {
  /** Nothing to order: no copy of any photo and no package. */
  isEmpty: boolean;
  grandTotal: number;
  /** Copies and packages (the hub's grandCount). */
  itemCount: number;
  photoCount: number;
  bulk: { name: string; total: number } | undefined;
  upgrade: { id: HubId; name: string; price: number } | undefined;
  freeCreditsRemaining: number;
};

/**
 * What the cart's totals say, as the screens show them. The hub prices the cart (offers, free
 * credits and packages are its rules); the app shows its figures, never its own guess.
 */
export function cartSummary(cart: PhotoCart): CartSummary {
  const { totals } = cart;
  const copies = cart.photos.flatMap((photo) => photo.variants).reduce((sum, variant) => sum + Math.max(variant.count, 0), 0);
  const upgradeName = totals.bulkUpgrade ?? undefined;
  return {
    isEmpty: Math.max(totals.grandCount, copies) === 0 && !totals.bulkAdded,
    grandTotal: sumMoney([totals.grandTotal]),
    itemCount: Math.max(totals.grandCount, 0),
    photoCount: Math.max(totals.photoCount, 0),
    bulk: totals.bulkAdded && totals.bulkName ? { name: totals.bulkName, total: sumMoney([totals.bulkTotal ?? 0]) } : undefined,
    upgrade:
      upgradeName && cart.bulkUpgradeId !== null && cart.bulkUpgradeId !== undefined
        ? { id: cart.bulkUpgradeId, name: upgradeName, price: sumMoney([totals.bulkUpgradePrice ?? 0]) }
        : undefined,
    freeCreditsRemaining: Math.max(cart.freeCredits?.remaining ?? 0, 0),
  };
}

/** What one photo in the cart costs: the sum of its variants' totals. */
export function photoTotal(photo: PhotoCart['photos'][number]): number {
  return sumMoney(photo.variants.map((variant) => variant.total ?? 0));
}

/** The basket button's figure: shown only when the cart has entries and the guest opted in (platform.md §2.2). */
export function basketAmount(cart: PhotoCart | undefined, consent: boolean | null | undefined): number | undefined {
  if (consent !== true || !cart) return undefined;
  const summary = cartSummary(cart);
  return summary.isEmpty ? undefined : summary.grandTotal;
}

/** The one-time upsell: only when an upgrade package exists and it has not been offered yet. */
export function shouldOfferUpsell(cart: PhotoCart, upsellOffered: boolean): boolean {
  return !upsellOffered && cartSummary(cart).upgrade !== undefined;
}

/** The cart as it is after a successful order: nothing in it, the upgrade offer gone. */
export function emptiedCart(cart: PhotoCart): PhotoCart {
  return {
    ...cart,
    photos: [],
    bulkPackageId: null,
    bulkUpgradeId: null,
    photoGroups: [],
    missedOffer: false,
    totals: {
      grandTotal: 0,
      grandCount: 0,
      photoCount: 0,
      bulkName: null,
      bulkTotal: null,
      bulkAdded: false,
      bulkUpgrade: null,
      bulkUpgradePrice: null,
    },
  };
}
