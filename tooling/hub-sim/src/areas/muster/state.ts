import type { MusterPassenger } from '@companion/hub-client';
import type { HubState } from '../../hub-state';
import { demoMusterParties, demoStationVisitRequired } from './fixtures/muster-passengers';

/** What the demo hub's muster area remembers: each booking's party, the scan rule, failures to act out. */
export type MusterAreaState = {
  /** By guest id: the party with their video and scan flags (updateVideoSeen changes them). */
  parties: Map<string, MusterPassenger[]>;
  /** Guest ids whose ship requires the muster station scan. */
  stationVisitRequired: Set<string>;
  /** Every updateVideoSeen body received, in order (tests count them: one submit, one request). */
  videoSeenRequests: unknown[];
  /** Make updateVideoSeen answer 500 (the submit error text). */
  failVideoSeen: boolean;
};

export function createMusterState(_hub: HubState): MusterAreaState {
  return {
    parties: new Map(Object.entries(demoMusterParties).map(([guestId, party]) => [guestId, party.map((passenger) => ({ ...passenger }))])),
    stationVisitRequired: new Set(demoStationVisitRequired),
    videoSeenRequests: [],
    failVideoSeen: false,
  };
}
