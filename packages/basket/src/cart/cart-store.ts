import { create } from 'zustand';
import { getBookings, getCart, type Booking, type Cart, type HubClient, type HubResult } from '@companion/hub-client';

/**
 * The guest's basket and what they have booked (platform.md §4.1 slices cart and bookings).
 * Guest data: logout wipes both; a passenger login loads both and every start refreshes them.
 */
export type CartState = {
  cart: Cart | undefined;
  bookings: Booking[] | undefined;
  /** The checkout attempt's idempotency key and the basket it orders (cart/order-attempt.ts); not saved. */
  orderAttempt?: { basket: string; key: string } | undefined;
};

export const cartStore = create<CartState>(() => ({ cart: undefined, bookings: undefined }));

/** Asks the hub for the basket and keeps it in the store; the answer says why when it failed. */
export async function refreshCart(hub: HubClient): Promise<HubResult<Cart>> {
  const result = await getCart(hub);
  if (result.ok) cartStore.setState({ cart: result.value });
  return result;
}

export async function loadCart(hub: HubClient): Promise<boolean> {
  return (await refreshCart(hub)).ok;
}

export async function loadBookings(hub: HubClient): Promise<boolean> {
  const result = await getBookings(hub);
  if (result.ok) cartStore.setState({ bookings: result.value });
  return result.ok;
}

export function clearCart(): void {
  cartStore.setState({ cart: undefined, bookings: undefined });
}
