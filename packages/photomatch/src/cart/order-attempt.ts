import { newIdempotencyKey, type HubId, type PhotoCart, type PhotoOrder } from '@companion/hub-client';
import { photoStore } from '../store/photo-store';

/**
 * The order attempt for this cart: the same cart keeps the same idempotency key until the outcome
 * is known, so a repeated press or a retry after a lost answer can never place a second order
 * (the hub answers the first one). It lives in the store, so logout wipes it with the cart, and is
 * saved with the store's slice, so a reload does not give the same cart a new key either.
 */
export function orderAttemptFor(
  cart: PhotoCart,
  knownOrders: readonly string[] | undefined,
): { key: string; knownOrders: readonly string[] | undefined } {
  const signature = cartSignature(cart);
  const current = photoStore.getState().orderAttempt;
  if (current?.cart === signature) return current;
  const attempt = { cart: signature, key: newIdempotencyKey(), knownOrders };
  photoStore.setState({ orderAttempt: attempt });
  return attempt;
}

export function forgetOrderAttempt(): void {
  photoStore.setState({ orderAttempt: undefined });
}

function cartSignature(cart: PhotoCart): string {
  const photos = cart.photos
    .map((photo) => `${String(photo.id)}:${photo.variants.map((variant) => `${String(variant.id)}=${variant.count}`).join(',')}`)
    .sort();
  return JSON.stringify([cart.totals.grandTotal, cart.bulkPackageId ?? null, photos]);
}

export type OrderCheck = { kind: 'taken'; order: PhotoOrder } | { kind: 'not-taken' } | { kind: 'unknown' };

/**
 * After an order whose answer was lost or unreadable: did the hub take it? Taken when an order
 * appears that was not there before the attempt. Not taken only when both the orders and the cart
 * could be read, no new order is there and the cart still holds what was ordered. Unknown otherwise,
 * and then the guest is never asked to order again blindly.
 */
export function checkOrderOutcome(
  knownOrders: readonly string[] | undefined,
  ordersNow: readonly PhotoOrder[] | undefined,
  cartNow: PhotoCart | undefined,
): OrderCheck {
  if (!ordersNow || !knownOrders) return { kind: 'unknown' };
  const known = new Set(knownOrders);
  const added = ordersNow.find((order) => !known.has(idOf(order.orderId)));
  if (added) return { kind: 'taken', order: added };
  if (cartNow && (cartNow.totals.grandCount > 0 || cartNow.totals.bulkAdded)) return { kind: 'not-taken' };
  return { kind: 'unknown' };
}

export const idOf = (id: HubId) => String(id);
