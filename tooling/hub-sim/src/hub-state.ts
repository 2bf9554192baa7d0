import type { DemoGuest } from './fixtures/guests';
import { demoGuests } from './fixtures/guests';

export type DemoSession = { id: string; guest: DemoGuest; sessionType: 'Passenger' | 'RemotePms' };

/**
 * What the demo hub remembers between calls. One per `createDemoHub()` (fresh per test) and one
 * per server process. Later areas add their own maps (cart, bookings, orders, consent, ...).
 */
export type HubState = {
  sessions: Map<string, DemoSession>;
  /** Current PIN per guest id; PIN changes persist for the life of the state. */
  pins: Map<string, string>;
  pinChangeRequired: Set<string>;
  pageViews: string[];
  nextId: () => string;
};

export function createHubState(): HubState {
  let counter = 0;
  return {
    sessions: new Map(),
    pins: new Map(Object.values(demoGuests).map((guest) => [guest.id, guest.pin])),
    pinChangeRequired: new Set(
      Object.values(demoGuests)
        .filter((guest) => guest.pinChangeRequired)
        .map((guest) => guest.id),
    ),
    pageViews: [],
    nextId: () => {
      counter += 1;
      return `demo-${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    },
  };
}

export function sessionOf(state: HubState, request: Request): DemoSession | undefined {
  const id = request.headers.get('SessionId');
  return id ? state.sessions.get(id) : undefined;
}
