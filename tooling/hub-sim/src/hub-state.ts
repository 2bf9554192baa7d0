import type { DemoGuest } from './fixtures/guests';
import { demoGuests } from './fixtures/guests';

export type DemoSession = { id: string; guest: DemoGuest; sessionType: 'Passenger' | 'RemotePms' };

/**
 * What the demo hub remembers between calls. One per `createDemoHub()` (fresh per test) and one
 * per server process.
 *
 * Only what every area shares: the clock, sessions, PINs, page views and ids. Each area keeps its
 * own memory (baskets, bookings, read messages …) in its folder under `areas/` (see
 * `DemoHubArea`, read with `areaState`), keyed by guest id where it belongs to a guest, and finds
 * the guest through `sessionOf`.
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
  /** Addresses of external links guests opened, recorded through metrics/externallink, in order. */
  externalLinkClicks: string[];
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
    externalLinkClicks: [],
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
