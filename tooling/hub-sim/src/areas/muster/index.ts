import type { DemoHubArea } from '../demo-hub-area';
import { musterHandlers } from './handlers';
import { createMusterState, type MusterAreaState } from './state';

/** The demo hub's muster area: each booking's party and flags, the safety video, the muster schedule. */
export const musterArea: DemoHubArea<MusterAreaState> = {
  name: 'muster',
  createState: createMusterState,
  handlers: musterHandlers,
};

export type { MusterAreaState } from './state';
export { musterHandlers, musterContentHandlers, MUSTER_RESET_PATH } from './handlers';
export { demoMusterParties } from './fixtures/muster-passengers';
export { SAFETY_VIDEO_ARTICLE_ID, MUSTER_SCHEDULE_ARTICLE_ID } from './fixtures/muster-articles';
