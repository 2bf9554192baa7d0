import type { DemoHubArea } from '../demo-hub-area';
import { wayfinderHandlers } from './handlers';
import { createWayfinderState, type WayfinderState } from './state';

/** The demo hub's wayfinder area: the 14-deck ship's pictures, the cabin finder and ships/content. */
export const wayfinderArea: DemoHubArea<WayfinderState> = {
  name: 'wayfinder',
  createState: () => createWayfinderState(),
  handlers: (_hub, own) => wayfinderHandlers(own),
};

export type { WayfinderState } from './state';
export { demoWayfinderProfiles, DEMO_KIOSK_PLACE, DEMO_UNKNOWN_CABIN } from './fixtures/ship-layout';
