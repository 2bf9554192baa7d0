import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { passengerItinerarySchema, type PassengerItinerary } from '../schemas/holiday';

/** GET passengers/itinerary, in media §3's "Itinerary" fields. Assumption: the path is ours. */
export function getPassengerItinerary(hub: HubClient): Promise<HubResult<PassengerItinerary>> {
  return hubGet(hub, 'passengers/itinerary', passengerItinerarySchema);
}
