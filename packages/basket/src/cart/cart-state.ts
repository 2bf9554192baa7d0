import { create } from 'zustand';
import type { Booking, Cart } from '@companion/hub-client';

/** The checkout attempt's idempotency key and the basket it orders (cart/order-attempt.ts). */
export type OrderAttempt = { basket: string; key: string };

/**
 * The guest's basket and what they have booked (platform.md §4.1 slices cart and bookings).
 * Guest data: logout wipes both; a passenger login loads both and every start refreshes them.
 */
export type CartState = {
  cart: Cart | undefined;
  bookings: Booking[] | undefined;
  /** Saved with the cart slice (persist-cart.ts), so a reload cannot give the same basket a new key. */
  orderAttempt?: OrderAttempt | undefined;
};

export const cartStore = create<CartState>(() => ({ cart: undefined, bookings: undefined }));

export function clearCart(): void {
  cartStore.setState({ cart: undefined, bookings: undefined });
}
