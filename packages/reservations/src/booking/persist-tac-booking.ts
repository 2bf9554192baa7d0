import { tacModules, type TacModule } from '@companion/hub-client';
import type { StatePersistence } from '@companion/shell';
import { tacBookingStore, type TacBookingState } from './tac-booking-store';

type Saved = { module: TacModule; objectId: string | number; numberOfPersons: number } | null;

/** A saved copy that is not a module, id and a whole number of persons is dropped, never trusted. */
export function restoreTacBooking(saved: unknown): Partial<TacBookingState> | undefined {
  if (saved === null) return {};
  if (!saved || typeof saved !== 'object') return undefined;
  const { module, objectId, numberOfPersons } = saved as Record<string, unknown>;
  if (!tacModules.includes(module as TacModule)) return undefined;
  if (typeof objectId !== 'string' && typeof objectId !== 'number') return undefined;
  if (typeof numberOfPersons !== 'number' || !Number.isInteger(numberOfPersons) || numberOfPersons < 1) return undefined;
  return { module: module as TacModule, objectId, numberOfPersons };
}

/** platform.md §4.1 slice tacBookings: the item being booked survives a reload. */
export function persistTacBooking(persistence: StatePersistence): void {
  persistence.persistSlice<TacBookingState, Saved>('tacBookings', tacBookingStore, {
    save: ({ module, objectId, numberOfPersons }) =>
      module !== undefined && objectId !== undefined ? { module, objectId, numberOfPersons } : null,
    restore: restoreTacBooking,
  });
}
