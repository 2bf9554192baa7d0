import type { FeatureContribution } from '@companion/shell';
import { tacBookingStore } from './booking/tac-booking-store';

// The saved copy is checked against the hub's module list, loaded behind a dynamic import so the
// app's first download holds only the store (docs/performance.md).
const tacBookingSlice = () => import('./booking/persist-tac-booking');

/** Reservations' part of start-up: the tac booking in progress, saved across reloads, wiped at logout. */
export const reservationsFeature: FeatureContribution = {
  name: 'reservations',
  guestStores: [tacBookingStore],
  persistSlices: async (persistence) => (await tacBookingSlice()).persistTacBooking(persistence),
};
