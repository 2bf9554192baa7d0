import { getPassengerItinerary, type HubClient, type HubResult, type PassengerItinerary } from '@companion/hub-client';
import { holidayStore } from './holiday-state';

// The store lives apart from the hub call: the app's first download holds the store (logout
// wipes it) but not the call and its schema, which the login loader imports when it runs.
export { holidayStore } from './holiday-state';

/** Asks the hub for the holiday and keeps it in the store; the answer says why when it failed. */
export async function refreshHoliday(hub: HubClient): Promise<HubResult<PassengerItinerary>> {
  const result = await getPassengerItinerary(hub);
  if (result.ok) holidayStore.setState({ itinerary: result.value });
  return result;
}

export async function loadHoliday(hub: HubClient): Promise<boolean> {
  return (await refreshHoliday(hub)).ok;
}
