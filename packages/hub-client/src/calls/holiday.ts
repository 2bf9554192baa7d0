import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { passengerItinerarySchema, type PassengerItinerary } from '../schemas/holiday';

/** GET passengers/itinerary. Assumption: path and shape are ours (the spec says only what it holds). */
export function getPassengerItinerary(hub: HubClient): Promise<HubResult<PassengerItinerary>> {
  return hubGet(hub, 'passengers/itinerary', passengerItinerarySchema);
}
