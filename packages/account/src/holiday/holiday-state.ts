import { create } from 'zustand';
import type { PassengerItinerary } from '@companion/hub-client';

/** The guest's holiday (platform.md §3 itinerary slice); guest data, so logout wipes it. */
type HolidayState = { itinerary: PassengerItinerary | undefined };

export const holidayStore = create<HolidayState>(() => ({ itinerary: undefined }));
