import type { CartElement } from '@companion/hub-client';

/** What the basket area remembers: baskets, what was booked, and the orders that booked it. */
export type BasketState = {
  /** Each guest's basket: one element per guest per excursion. */
  carts: Map<string, CartElement[]>;
  /**
   * What each guest has booked (cart orders and direct excursion bookings), newest last. The
   * excursions area books into it too and the account area lists it among the appointments.
   */
  bookings: Map<string, CartElement[]>;
  /** Cart orders placed, by group reference: what each order booked. */
  orders: Map<string, { guestId: string; elements: CartElement[]; paymentReference: string }>;
  /**
   * Group reference of the order each `Idempotency-Key` placed, by `{guestId} {key}`: an order sent
   * again with the same key (its answer was lost) gets the first order's answer, never a second order.
   */
  orderKeys: Map<string, string>;
  /**
   * When a booked spa, dining or activity slot starts and ends, by element id: a booking element
   * carries no time, and the onboard bookings list shows one.
   */
  bookedTimes: Map<string, BookedTime>;
};

export type BookedTime = { fromTime: string; toTime: string | null };

export function createBasketState(): BasketState {
  return { carts: new Map(), bookings: new Map(), orders: new Map(), orderKeys: new Map(), bookedTimes: new Map() };
}

/** Adds booked elements to a guest's bookings (a cart order or a direct excursion booking). */
export function addBookings(basket: BasketState, guestId: string, elements: readonly CartElement[]): void {
  basket.bookings.set(guestId, [...(basket.bookings.get(guestId) ?? []), ...elements]);
}
