import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { gpsProfileSchema, shipPositionMessageSchema, type GpsProfile, type ShipPositionMessage } from '../schemas/ship-position';

/** GET gps/current: where the ship (or aircraft) is now (media §7 "Tracker"). */
export function getShipPosition(hub: HubClient): Promise<HubResult<GpsProfile>> {
  return hubGet(hub, 'gps/current', gpsProfileSchema);
}

/**
 * The stream's path, resuming after the last position seen. EventSource cannot set a
 * Last-Event-ID header on a new connection, so the resume point goes in the query (hub-contract.md).
 */
export function shipPositionStreamPath(lastSequence?: number): string {
  return lastSequence === undefined ? 'cms/events/register' : `cms/events/register?lastEventId=${lastSequence}`;
}

/** One stream message, or undefined when it is not JSON or carries no position (other event kinds share the stream). */
export function parseShipPositionMessage(data: string): ShipPositionMessage | undefined {
  try {
    const parsed = shipPositionMessageSchema.safeParse(JSON.parse(data));
    return parsed.success && parsed.data.gpsProfile ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
