import type { HubState } from '../../hub-state';
import { POSITION_INTERVAL_MS } from './fixtures/route';

/** The programme area's memory: when the demo ship set off, and whether the chart tiles answer. */
export type ProgrammeState = {
  /** The hub clock's time at position 0; the ship moves one position per interval after it. */
  sailedAt: number;
  /** The tile endpoint answers while true; tests and the demo switch it off (no tile server at sea). */
  tilesOn: boolean;
};

export const createProgrammeState = (hub: HubState): ProgrammeState => ({ sailedAt: hub.now().getTime(), tilesOn: true });

/** The number of the ship's latest position on the hub's clock. */
export const currentSequence = (hub: HubState, own: ProgrammeState) =>
  Math.max(0, Math.floor((hub.now().getTime() - own.sailedAt) / POSITION_INTERVAL_MS));
