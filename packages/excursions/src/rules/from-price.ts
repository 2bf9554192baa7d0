import type { Excursion } from '@companion/hub-client';
import { childAmountOf } from './child-price';

/**
 * The card's "From" price: the price a guest who can go actually pays, or none. The adult price
 * counts unless it is absent, or 0 beside a paid child price: the hub sends no maximum age
 * (bookable-services §3), and a kids' outing carries adult 0 because adults are not priced, not
 * because they go free. Then the child price counts, when children may go at all (childAmountOf).
 */
export function fromPriceOf(excursion: Pick<Excursion, 'price' | 'minimumAge'>): number | undefined {
  const adult = excursion.price?.adult ?? undefined;
  const childAmount = childAmountOf(excursion.price?.child, excursion.minimumAge);
  const adultsNotPriced = adult === 0 && childAmount !== undefined && childAmount > 0;
  if (adult !== undefined && !adultsNotPriced) return adult;
  return childAmount;
}
