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
 * The store with zustand's surface (getState, setState, subscribe, getInitialState), which the
 * shell's guest-data wipe and persistence take. Written out because this package has no zustand
 * dependency, and adding one would change the shared lockfile.
 */
function createTacBookingStore() {
  let state = initialState;
  const listeners = new Set<(state: TacBookingState) => void>();
  return {
    getState: () => state,
    getInitialState: () => initialState,
    setState: (next: Partial<TacBookingState>, replace?: boolean) => {
      state = replace ? (next as TacBookingState) : { ...state, ...next };
      for (const listener of listeners) listener(state);
    },
    subscribe: (listener: (state: TacBookingState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const tacBookingStore = createTacBookingStore();

export function useTacBooking(): TacBookingState {
  return useSyncExternalStore(tacBookingStore.subscribe, tacBookingStore.getState);
}
