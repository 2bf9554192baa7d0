import type { BookingInformation, TacModule } from '@companion/hub-client';

/** bookable-services.md §9: the persons range when the hub sends none. */
export const DEFAULT_MINIMUM_PERSONS = 1;
export const DEFAULT_MAXIMUM_PERSONS = 4;
/** §9: the party size a selected item starts with. */
export const INITIAL_PERSONS = 4;

export type PersonsRange = { min: number; max: number };

/** The range from the booking information: defaults 1 and 4; a spa object is always one guest (§4). */
export function personsRange(
  module: TacModule,
  info: Pick<BookingInformation, 'minimumNumberOfPersons' | 'maximumNumberOfPersons'> | undefined,
): PersonsRange {
  if (module === 'spa') return { min: 1, max: 1 };
  const min = info?.minimumNumberOfPersons ?? DEFAULT_MINIMUM_PERSONS;
  const max = info?.maximumNumberOfPersons ?? DEFAULT_MAXIMUM_PERSONS;
  return { min, max: Math.max(min, max) };
}

/** The persons a freshly selected item starts with: 4, or 1 for spa. */
export const initialPersons = (module: TacModule) => (module === 'spa' ? 1 : INITIAL_PERSONS);

/** Keeps a party size inside the range. */
export const clampPersons = (persons: number, range: PersonsRange) => Math.min(range.max, Math.max(range.min, Math.round(persons)));
