import type { HubId, PhotoCart, PhotoConfig } from '@companion/hub-client';

/** bookable-services.md §9: a remaining discounted count over 10 means the offer has no limit. */
export const UNLIMITED_DISCOUNT_ABOVE = 10;

export type OfferPrice = { kind: 'free' } | { kind: 'each'; amount: number };

/**
 * A photo-group offer the guest is about to miss: add `trigger` more to unlock it, or, once
 * unlocked, `discounted` more at the offer price (`'unlimited'` when over 10).
 */
export type MissedOffer = {
  offerId: HubId;
  blurb: string;
  trigger: number;
  discounted: number | 'unlimited';
  price: OfferPrice;
};

/** "FREE" when the offer has no price (bookable-services §9); a price of 0 is free too. */
export function offerPrice(forZ: number | null | undefined): OfferPrice {
  return forZ === null || forZ === undefined || forZ <= 0 ? { kind: 'free' } : { kind: 'each', amount: forZ };
}

export function discountedCount(count: number | null | undefined): number | 'unlimited' {
  const value = Math.max(count ?? 0, 0);
  return value > UNLIMITED_DISCOUNT_ABOVE ? 'unlimited' : value;
}

/** The cart's missed offers, in the order of the shop's offers; an offer the config does not know is left out. */
export function missedOffers(cart: PhotoCart | undefined, config: PhotoConfig): MissedOffer[] {
  if (!cart) return [];
  return config.photoGroups.flatMap((offer) => {
    const status = cart.photoGroups.find((group) => String(group.id) === String(offer.id));
    if (!status?.missedOffer) return [];
    const trigger = Math.max(status.missedOfferRemainingTriggerCount ?? 0, 0);
    const discounted = discountedCount(status.missedOfferRemainingDiscountedCount);
    // Nothing left to gain: the offer is used up for this cart.
    if (trigger === 0 && discounted === 0) return [];
    return [{ offerId: offer.id, blurb: offer.blurb, trigger, discounted, price: offerPrice(offer.forZ) }];
  });
}
