import type { CartElement } from '@companion/hub-client';
import type { HubState } from '../../hub-state';
import { areaState, type DemoHubArea } from '../demo-hub-area';
import { basketHandlers } from './handlers';
import { addBookings, createBasketState, type BasketState, type BookedTime } from './state';

/** The guest's basket, its orders and everything booked (passengers/cart, passengers/bookings). */
export const basketArea: DemoHubArea<BasketState> = {
  name: 'basket',
  createState: createBasketState,
  handlers: basketHandlers,
};

/** The basket area's state inside a hub state: tests read carts and orders, and seed bookings, through it. */
export const basketState = (hub: HubState): BasketState => areaState(hub, basketArea);

/** Adds booked elements to a guest's bookings (a cart order, a direct excursion booking, a slot booked at `time`). */
export function recordBookings(hub: HubState, guestId: string, elements: readonly CartElement[], time?: BookedTime): void {
  const basket = basketState(hub);
  addBookings(basket, guestId, elements);
  if (time) for (const element of elements) basket.bookedTimes.set(String(element.id), time);
}

export type { BasketState, BookedTime } from './state';
export { DEMO_FAILING_ORDER_MAIL, DEMO_ORDER_FAILURE_MESSAGE } from './handlers';
