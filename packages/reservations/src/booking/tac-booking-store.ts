import { create } from 'zustand';
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

export const tacBookingStore = create<TacBookingState>()(() => initialState);

/** The tac booking in progress, re-rendering when it changes. */
export const useTacBooking = (): TacBookingState => tacBookingStore();
