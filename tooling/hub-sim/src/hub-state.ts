import type { CartElement } from '@companion/hub-client';
import type { DemoGuest } from './fixtures/guests';
import { demoGuests } from './fixtures/guests';

export type DemoSession = { id: string; guest: DemoGuest; sessionType: 'Passenger' | 'RemotePms' };

/**
 * What the demo hub remembers between calls. One per `createDemoHub()` (fresh per test) and one
 * per server process.
 *
 * Shared by every area: the clock, sessions and PINs. A new area keeps its own memory in its
 * folder under `areas/` (see `DemoHubArea`), keyed by guest id where it belongs to a guest, and
 * finds the guest through `sessionOf`.
 */
export type HubState = {
  /** The demo hub's clock: "today" for logins and daily schedules. */
  now: () => Date;
  /** Logged-in sessions by the id handed out at login (the `SessionId` header). */
  sessions: Map<string, DemoSession>;
  /** Current PIN per guest id; PIN changes persist for the life of the state. */
  pins: Map<string, string>;
  /** Guests whose next login asks for a new PIN. */
  pinChangeRequired: Set<string>;
  /** Pages recorded through metrics/userhistory/{page}, in order. */
  pageViews: string[];
  /** Cabin messages each guest has opened (by sourceMessageId). */
  readMessages: Map<string, Set<string>>;
  /** Each guest's basket: one element per guest per excursion. */
  carts: Map<string, CartElement[]>;
  /** What each guest has booked (cart orders and direct excursion bookings), newest last. */
  bookings: Map<string, CartElement[]>;
  /** Cart orders placed, by group reference: what each order booked. */
  orders: Map<string, { guestId: string; elements: CartElement[]; paymentReference: string }>;
  /**
   * Group reference of the order each `Idempotency-Key` placed, by `{guestId} {key}`: an order sent
   * again with the same key (its answer was lost) gets the first order's answer, never a second order.
   */
  orderKeys: Map<string, string>;
  /** Spaces left per excursion id once a booking or an order has taken some; fixtures until then. */
  excursionSpaces: Map<string, number>;
  /** A new session id: unguessable enough for a demo, unique within the state. */
  nextId: () => string;
  /** The state of each area in `areas/`, by area name, created on first use (`areaState`). */
  areas: Map<string, unknown>;
};

export type HubStateOptions = {
  /** The clock; defaults to the real one. Tests pass a fixed date. */
  now?: () => Date;
};

export function createHubState(options: HubStateOptions = {}): HubState {
  let counter = 0;
  const guests: DemoGuest[] = Object.values(demoGuests);
  return {
    now: options.now ?? (() => new Date()),
    sessions: new Map(),
    pins: new Map(guests.map((guest) => [guest.id, guest.pin])),
    pinChangeRequired: new Set(guests.filter((guest) => guest.pinChangeRequired).map((guest) => guest.id)),
    pageViews: [],
    readMessages: new Map(),
    carts: new Map(),
    bookings: new Map(),
    orders: new Map(),
    orderKeys: new Map(),
    excursionSpaces: new Map(),
    areas: new Map(),
    nextId: () => {
      counter += 1;
      return `demo-${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    },
  };
}

/** The session the request's `SessionId` header names, or undefined (absent or unknown id). */
export function sessionOf(state: HubState, request: Request): DemoSession | undefined {
  const id = request.headers.get('SessionId');
  return id ? state.sessions.get(id) : undefined;
}

/** Adds booked elements to a guest's bookings (a cart order or a direct excursion booking). */
export function recordBookings(state: HubState, guestId: string, elements: readonly CartElement[]): void {
  state.bookings.set(guestId, [...(state.bookings.get(guestId) ?? []), ...elements]);
}
