import type { HubClient } from '@companion/hub-client';
import type { StatePersistence } from '../persistence/state-persistence';

/**
 * A zustand store as the shell needs it: read, replace and the state it started with. Method
 * syntax on purpose: it lets a store of any state type be listed here.
 */
export type GuestDataStore = {
  getState(): object;
  setState(state: object, replace: true): void;
  getInitialState(): object;
};

/**
 * What a passenger login loads before the guest goes on (platform.md §4.2: itinerary, cart,
 * bookings); `load` answers false when it failed, and the login is then undone.
 */
export type LoginLoader = {
  load: (hub: HubClient) => Promise<boolean>;
  /** Run again whenever the app starts with a passenger session (platform.md §4.1: cart and bookings). */
  refreshOnLoad?: boolean;
};

/**
 * Work started before the guest's data is wiped, with the data still present: the video-service
 * logout needs the token the wipe removes (media-and-guest-services.md §4). It reads what it
 * needs synchronously; what it sends may finish after the wipe.
 */
export type LogoutStep = (hub: HubClient) => void;

/**
 * Everything a feature package adds to start-up, declared in one object that the apps hand to
 * `bootApp` — never registered by an import's side effect, so what runs is what the app lists,
 * and a test can prove every store with guest data is wiped at logout.
 */
export type FeatureContribution = {
  /** The package, for messages. */
  name: string;
  /** Every store holding the guest's data: logout resets each to the state it started with. */
  guestStores?: readonly GuestDataStore[];
  /** Wipes guest data held outside a store (a cache); runs after the stores are reset. */
  clearGuestData?: () => void;
  loginLoaders?: readonly LoginLoader[];
  logoutSteps?: readonly LogoutStep[];
  /**
   * The feature's slices of platform.md §4.1 that survive a reload. May register them later (a
   * promise): a slice checked with a hub schema loads that schema (and zod) behind a dynamic
   * import, out of the app's first download; what was saved is kept until then.
   */
  persistSlices?: (persistence: StatePersistence) => void | Promise<void>;
};
