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

/** Each demo booking's party as the voyage starts: nobody has watched the video or been scanned. */
export const freshMusterParties = (): Map<string, MusterPassenger[]> =>
  new Map(Object.entries(demoMusterParties).map(([guestId, party]) => [guestId, party.map((passenger) => ({ ...passenger }))]));

export function createMusterState(_hub: HubState): MusterAreaState {
  return {
    parties: freshMusterParties(),
    stationVisitRequired: new Set(demoStationVisitRequired),
    videoSeenRequests: [],
    failVideoSeen: false,
  };
}
