import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet, hubPost, hubRequest } from '../hub-request';
import {
  bookingsSchema,
  cartSchema,
  orderConfirmationSchema,
  type Booking,
  type Cart,
  type CartElement,
  type OrderConfirmation,
} from '../schemas/basket';

/** GET passengers/cart. */
export function getCart(hub: HubClient): Promise<HubResult<Cart>> {
  return hubGet(hub, 'passengers/cart', cartSchema);
}

/** GET passengers/bookings: what the guest has booked (refreshed after an order). */
export function getBookings(hub: HubClient): Promise<HubResult<Booking[]>> {
  return hubGet(hub, 'passengers/bookings', bookingsSchema);
}

/**
 * One change to the cart: an element to add (no `action`) or to take out (`action: 'remove'`).
 * Assumption: adding sends the excursion, date, price and passenger it concerns; the spec names
 * "type, bookingInformation or excursion and date, passenger, action: remove".
 */
export type CartChange = Pick<CartElement, 'type' | 'date' | 'passenger' | 'excursion'> &
  Partial<Pick<CartElement, 'price' | 'bookingInformation' | 'itinerary' | 'requiresPayment'>> & { action?: 'remove' };

/** POST passengers/cart with a list of changes. Assumption: the hub answers with the new cart. */
export function updateCart(hub: HubClient, changes: readonly CartChange[]): Promise<HubResult<Cart>> {
  return hubPost(hub, 'passengers/cart', changes, cartSchema);
}

export type PaymentReference = 'CARD' | 'CASH';
export type CartOrder = { confirmationMail: string; mobileNumber: string; paymentReference: PaymentReference };

/** The header that makes placing an order safe to repeat (docs/hub-contract.md "Basket"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * POST passengers/cart/order: books everything in the cart; answers the group reference.
 * `idempotencyKey` is the checkout attempt's key: sending the same basket again with the same key
 * (after an answer was lost) must not book it twice, so callers keep it until the outcome is known.
 */
export function placeCartOrder(hub: HubClient, order: CartOrder, idempotencyKey: string): Promise<HubResult<OrderConfirmation>> {
  return hubRequest(hub, {
    method: 'POST',
    path: 'passengers/cart/order',
    json: order,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: orderConfirmationSchema,
  });
}

/**
 * A fresh idempotency key: 128 random bits as hex. `crypto.randomUUID` exists only on secure
 * pages, and ship hubs are often served over plain http; `getRandomValues` is there on every page.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a saved value is a key `newIdempotencyKey` made. A saved key is sent as a header: a
 * tampered one (a line break) would make every later order that reuses it fail before it left.
 */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
}
