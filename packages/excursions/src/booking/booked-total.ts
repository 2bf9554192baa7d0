import type { ApplicableGuest, Excursion } from '@companion/hub-client';
import { childAmountOf } from '../rules/child-price';
import { isAdult } from '../rules/booking-rules';

/**
 * What one guest pays: the server's price for that guest when it sent one (it knows the infant
 * and other special fares), otherwise the excursion's price for the guest's type.
 */
export function guestPriceOf(excursion: Pick<Excursion, 'price' | 'minimumAge'>, guest: ApplicableGuest): number | undefined {
  if (guest.price !== null && guest.price !== undefined) return guest.price;
  if (isAdult(guest)) return excursion.price?.adult ?? undefined;
  return childAmountOf(excursion.price?.child, excursion.minimumAge);
}

/** The booking's total, or none when a guest's price is unknown: a partial sum would read as the whole. */
export function bookedTotalOf(excursion: Pick<Excursion, 'price' | 'minimumAge'>, guests: readonly ApplicableGuest[]): number | undefined {
  let total = 0;
  for (const guest of guests) {
    const price = guestPriceOf(excursion, guest);
    if (price === undefined) return undefined;
    total += price;
  }
  return total;
}
