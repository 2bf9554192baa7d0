import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { weatherSchema, type Weather } from '../schemas/itinerary';

/** GET itinerary/weather/{DD-MM-YYYY} (media §7). */
export function getWeather(hub: HubClient, dayFirstDate: string): Promise<HubResult<Weather>> {
  return hubGet(hub, `itinerary/weather/${encodeURIComponent(dayFirstDate)}`, weatherSchema);
}
