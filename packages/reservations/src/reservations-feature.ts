import type { FeatureContribution } from '@companion/shell';
import { persistTacBooking } from './booking/persist-tac-booking';
import { tacBookingStore } from './booking/tac-booking-store';

/** Reservations' part of start-up: the tac booking in progress, saved across reloads, wiped at logout. */
export const reservationsFeature: FeatureContribution = {
  name: 'reservations',
  guestStores: [tacBookingStore],
  persistSlices: persistTacBooking,
};
