/** What the excursions area remembers; bookings themselves are the basket area's (one list per guest). */
export type ExcursionsState = {
  /** Spaces left per excursion id once a booking or an order has taken some; fixtures until then. */
  excursionSpaces: Map<string, number>;
  /** Booking reference by `{guestId} {Idempotency-Key}`: a booking sent again gets the first answer. */
  bookingKeys: Map<string, string>;
};

export const createExcursionsState = (): ExcursionsState => ({ excursionSpaces: new Map(), bookingKeys: new Map() });
