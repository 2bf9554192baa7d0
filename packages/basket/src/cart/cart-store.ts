import { getBookings, getCart, type Cart, type HubClient, type HubResult } from '@companion/hub-client';
import { cartStore } from './cart-state';

// The store lives apart from the hub calls: the app's first download holds the store (logout
// wipes it) but not the calls and their schemas, which the login loader imports when it runs.
export { cartStore, clearCart, type CartState } from './cart-state';

/**
 * Asks the hub for the basket and keeps it in the store; the answer says why when it failed. A
 * basket changed while the request was out (a removal answered by the hub with the new basket)
 * is newer than this answer, which is then not kept: on a slow link the guest's removal would
 * otherwise come back.
 */
export async function refreshCart(hub: HubClient): Promise<HubResult<Cart>> {
  const before = cartStore.getState().cart;
  const result = await getCart(hub);
  if (result.ok && cartStore.getState().cart === before) cartStore.setState({ cart: result.value });
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
