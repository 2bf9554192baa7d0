import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet, hubPost } from '../hub-request';
import {
  musterPassengersSchema,
  musterStatusSchema,
  videoSeenAnswerSchema,
  type MusterPassenger,
  type MusterStatus,
} from '../schemas/muster';

/** GET muster/passenger: the guest's party for the video's passenger choice. */
export function getMusterPassengers(hub: HubClient): Promise<HubResult<MusterPassenger[]>> {
  return hubGet(hub, 'muster/passenger', musterPassengersSchema);
}

/** GET muster/passenger/status: passengers with video and scan flags, and musterStationVisitRequired. */
export function getMusterStatus(hub: HubClient): Promise<HubResult<MusterStatus>> {
  return hubGet(hub, 'muster/passenger/status', musterStatusSchema);
}

/** POST muster/passenger/updateVideoSeen: the chosen passengers, each `{ accountId, isVideoWatched: true }`. */
export function updateMusterVideoSeen(hub: HubClient, accountIds: readonly (string | number)[]): Promise<HubResult<unknown>> {
  const passengers = accountIds.map((accountId) => ({ accountId, isVideoWatched: true }));
  return hubPost(hub, 'muster/passenger/updateVideoSeen', { passengers }, videoSeenAnswerSchema);
}
