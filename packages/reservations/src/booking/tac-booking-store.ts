import { useSyncExternalStore } from 'react';
import type { HubId, TacModule } from '@companion/hub-client';

/**
 * bookable-services.md §3 "Tac booking client state": what the guest is booking. Kept across a
 * reload (platform.md §4.1 slice tacBookings) and wiped at logout (guest data).
 */
export type TacBookingState = {
  module: TacModule | undefined;
  objectId: HubId | undefined;
  /** Default 1 (§3); choosing an item sets its initial persons (rules/persons.ts). */
  numberOfPersons: number;
};

const initialState: TacBookingState = { module: undefined, objectId: undefined, numberOfPersons: 1 };

/**
 * A store shaped as zustand's (a hook with getState, setState, subscribe, getInitialState), so
 * the shell's guest-data wipe, persistence and the apps' guest-store audit treat it as one.
 * Written out because this package has no zustand dependency, and adding one would change the
 * shared lockfile (docs/decisions.md "Reservations").
 */
function createTacBookingStore() {
  let state = initialState;
  const listeners = new Set<(state: TacBookingState) => void>();
  const api = {
    getState: () => state,
    getInitialState: () => initialState,
    setState: (next: Partial<TacBookingState>, replace?: boolean) => {
      state = replace ? (next as TacBookingState) : { ...state, ...next };
      for (const listener of listeners) listener(state);
    },
    subscribe: (listener: (state: TacBookingState) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  const useStore = (): TacBookingState => useSyncExternalStore(api.subscribe, api.getState);
  return Object.assign(useStore, api);
}

export const tacBookingStore = createTacBookingStore();

/** The tac booking in progress, re-rendering when it changes. */
export const useTacBooking = (): TacBookingState => tacBookingStore();
