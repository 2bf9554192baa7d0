import {
  getItineraryDays,
  getPassengerItinerary,
  hubOk,
  type HubClient,
  type HubResult,
  type PassengerItinerary,
  type Schedule,
} from '@companion/hub-client';
import { validSchedules } from '../rules/programme-dates';

export type Itinerary = { days: Schedule[]; passenger: PassengerItinerary | null };

/**
 * The itinerary page's data: the voyage's days (itinerary/schedules, valid ones only) and, for a
 * logged-in guest, their holiday (flights, cruises, hotels, guests). A guest's holiday that fails
 * to load fails the page: a half itinerary would hide a flight.
 */
export async function loadItinerary(hub: HubClient, signedIn: boolean): Promise<HubResult<Itinerary>> {
  const [days, passenger] = await Promise.all([
    getItineraryDays(hub),
    signedIn ? getPassengerItinerary(hub) : Promise.resolve(hubOk(null)),
  ]);
  if (!days.ok) return days;
  if (!passenger.ok) return passenger;
  return hubOk({ days: validSchedules(days.value), passenger: passenger.value });
}
