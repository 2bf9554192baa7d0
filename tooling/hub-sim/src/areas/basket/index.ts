import type { CartElement } from '@companion/hub-client';
import type { HubState } from '../../hub-state';
import { areaState, type DemoHubArea } from '../demo-hub-area';
import { basketHandlers } from './handlers';
import { addBookings, createBasketState, type BasketState } from './state';

/** The guest's basket, its orders and everything booked (passengers/cart, passengers/bookings). */
export const basketArea: DemoHubArea<BasketState> = {
  name: 'basket',
  createState: createBasketState,
  handlers: basketHandlers,
};

/** The basket area's state inside a hub state: tests read carts and orders, and seed bookings, through it. */
export const basketState = (hub: HubState): BasketState => areaState(hub, basketArea);

/** Adds booked elements to a guest's bookings (a cart order or a direct excursion booking). */
export function recordBookings(hub: HubState, guestId: string, elements: readonly CartElement[]): void {
  addBookings(basketState(hub), guestId, elements);
}

export type { BasketState } from './state';
export { DEMO_FAILING_ORDER_MAIL, DEMO_ORDER_FAILURE_MESSAGE } from './handlers';
