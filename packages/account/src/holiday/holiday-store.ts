import { create } from 'zustand';
import { getPassengerItinerary, type HubClient, type PassengerItinerary } from '@companion/hub-client';

/** The guest's holiday (platform.md §3 itinerary slice); guest data, so logout wipes it. */
type HolidayState = { itinerary: PassengerItinerary | undefined };

export const holidayStore = create<HolidayState>(() => ({ itinerary: undefined }));

export async function loadHoliday(hub: HubClient): Promise<boolean> {
  const result = await getPassengerItinerary(hub);
  if (result.ok) holidayStore.setState({ itinerary: result.value });
  return result.ok;
}
