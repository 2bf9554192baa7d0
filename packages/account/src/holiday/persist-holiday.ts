import { passengerItinerarySchema } from '@companion/hub-client';
import { fieldCodec, type StatePersistence } from '@companion/shell';
import { holidayStore } from './holiday-state';

/** The itinerary slice (platform.md §4.1) survives a reload; a copy that fails the hub schema is dropped. */
export function persistHoliday(persistence: StatePersistence): void {
  persistence.persistSlice(
    'itinerary',
    holidayStore,
    fieldCodec('itinerary', (saved) => passengerItinerarySchema.safeParse(saved).data),
  );
}
