import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { scheduleSchema, schedulesSchema, type Schedule } from '../schemas/itinerary';

/**
 * GET itinerary/schedules with every field a day may carry (day, atSea, times), where
 * `getItinerarySchedules` keeps only id, date and title. The caller applies the validity check.
 */
export function getItineraryDays(hub: HubClient): Promise<HubResult<Schedule[]>> {
  return hubGet(hub, 'itinerary/schedules', schedulesSchema);
}

/** GET itinerary/schedules/{id}: one day's port detail. */
export function getItineraryDay(hub: HubClient, id: string | number): Promise<HubResult<Schedule>> {
  return hubGet(hub, `itinerary/schedules/${encodeURIComponent(String(id))}`, scheduleSchema);
}
