import { create } from 'zustand';
import { getPassengerItinerary, type HubClient, type HubResult, type PassengerItinerary } from '@companion/hub-client';

/** The guest's holiday (platform.md §3 itinerary slice); guest data, so logout wipes it. */
type HolidayState = { itinerary: PassengerItinerary | undefined };

export const holidayStore = create<HolidayState>(() => ({ itinerary: undefined }));

/** Asks the hub for the holiday and keeps it in the store; the answer says why when it failed. */
export async function refreshHoliday(hub: HubClient): Promise<HubResult<PassengerItinerary>> {
  const result = await getPassengerItinerary(hub);
  if (result.ok) holidayStore.setState({ itinerary: result.value });
  return result;
}

export async function loadHoliday(hub: HubClient): Promise<boolean> {
  return (await refreshHoliday(hub)).ok;
}
