import type { DemoHubArea } from '../demo-hub-area';
import { programmeHandlers } from './handlers';
import { createProgrammeState, type ProgrammeState } from './state';

/**
 * The demo hub's programme area: the Daily Programme lineup, the voyage's schedules and weather,
 * where-and-when, the ship's position (once and as a stream) and switchable chart tiles.
 */
export const programmeArea: DemoHubArea<ProgrammeState> = {
  name: 'programme',
  createState: createProgrammeState,
  handlers: programmeHandlers,
};
export type { ProgrammeState } from './state';
export { BUSY_DAY_OFFSET, BUSY_DAY_EVENTS, CHARGEABLE } from './fixtures/lineup';
export { shipPositionAt, POSITION_INTERVAL_MS } from './fixtures/route';
export { whereAndWhenHandlers } from './handlers';
