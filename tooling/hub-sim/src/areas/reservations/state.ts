import type { TacModule } from '@companion/hub-client';

/** One booking of a spa treatment, table or activity, as the demo hub remembers it. */
export type DemoTacBooking = {
  reference: string;
  guestId: string;
  module: TacModule;
  objectId: string;
  title: string;
  date: string;
  fromTime: string;
  toTime: string;
  numberOfPersons: number;
};

export type ReservationsState = {
  bookings: DemoTacBooking[];
  /** Booking reference by `{guestId} {Idempotency-Key}`: a request sent again gets the first answer. */
  keys: Map<string, string>;
  /** Every POST {module}/book the hub received (tests count them: a double click sends one). */
  bookRequests: number;
};

export const createReservationsState = (): ReservationsState => ({ bookings: [], keys: new Map(), bookRequests: 0 });

/** Places already taken in one session. */
export function takenIn(state: ReservationsState, module: TacModule, objectId: string, date: string, fromTime: string): number {
  return state.bookings
    .filter(
      (booking) => booking.module === module && booking.objectId === objectId && booking.date === date && booking.fromTime === fromTime,
    )
    .reduce((sum, booking) => sum + booking.numberOfPersons, 0);
}
