import type { DemoHubArea } from '../demo-hub-area';
import { reservationsHandlers } from './handlers';
import { createReservationsState, type ReservationsState } from './state';

/** The demo hub's reservations area: activities, restaurants, spa, tac bookings and the signage view. */
export const reservationsArea: DemoHubArea<ReservationsState> = {
  name: 'reservations',
  createState: createReservationsState,
  handlers: reservationsHandlers,
};

export type { ReservationsState, DemoTacBooking } from './state';
export { demoActivities, demoActivityCategories } from './fixtures/activities';
export { demoRestaurants, DEMO_REFUSED_RESTAURANT, DEMO_REFUSED_TAC_MESSAGE } from './fixtures/restaurants';
export { demoSpaCategories, demoSpaTreatments, DEMO_SOLD_OUT_TREATMENT } from './fixtures/spa';
export { DEMO_SIGNAGE_PAGE, DEMO_CLOSED_VENUE } from './fixtures/signage';
export { demoTacConditions } from './handlers';
