import { newIdempotencyKey, type Cart, type CartElement } from '@companion/hub-client';
import { cartStore } from './cart-store';

/**
 * The idempotency key of the checkout attempt in progress, bound to the basket it orders. It lives
 * in the cart store, not the form, so that leaving the basket and coming back after a lost answer
 * still sends the same key (the hub then answers with the order it already took instead of taking
 * a second one), and so that logout wipes it with the rest of the cart. It is saved with the cart
 * slice (persist-cart.ts) for the same reason: a reload must not give the same basket a new key.
 * The same basket (same entries, same prices) keeps its key until the outcome is known.
 */
export function orderAttemptKey(cart: Cart): string {
  const basket = basketSignature(cart);
  const current = cartStore.getState().orderAttempt;
  if (current?.basket === basket) return current.key;
  const key = newIdempotencyKey();
  cartStore.setState({ orderAttempt: { basket, key } });
  return key;
}

/** Once the hub's answer is known (taken or refused) the next order is a new attempt. */
export function forgetOrderAttempt(): void {
  cartStore.setState({ orderAttempt: undefined });
}

function basketSignature(cart: Cart): string {
  return JSON.stringify([cart.totalPrice, cart.excursions.map(entryKey).sort()]);
}

/** One guest on one excursion on one day: how an ordered entry is recognised among the bookings. */
export function entryKey(element: Pick<CartElement, 'excursion' | 'date' | 'passenger'>): string {
  return `${String(element.excursion.id)}|${element.date}|${String(element.passenger.id)}`;
}

/**
 * After an order whose answer never arrived: did the hub take it? Yes when every ordered entry is
 * now among the bookings, or none of them is left in a cart the hub answered for. Unknown otherwise.
 */
export function orderWasTaken(
  ordered: readonly CartElement[],
  now: { cart: Cart | undefined; bookings: readonly CartElement[] | undefined },
): boolean {
  const booked = new Set((now.bookings ?? []).map(entryKey));
  if (now.bookings && ordered.every((element) => booked.has(entryKey(element)))) return true;
  if (!now.cart) return false;
  const inCart = new Set(now.cart.excursions.map(entryKey));
  return ordered.every((element) => !inCart.has(entryKey(element)));
}
