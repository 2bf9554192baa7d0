import { feedbackArea } from './feedback';
import { musterArea } from './muster';
import { photomatchArea } from './photomatch';
import { programmeArea } from './programme';
import { reservationsArea } from './reservations';
import { vodArea } from './vod';
import { wayfinderArea } from './wayfinder';
import type { DemoHubArea } from './demo-hub-area';

/** Areas in their own folders; `createDemoHandlers` adds their handlers after the older areas'. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area has its own state type
export const demoHubAreas: readonly DemoHubArea<any>[] = [
  vodArea,
  programmeArea,
  reservationsArea,
  photomatchArea,
  musterArea,
  feedbackArea,
  wayfinderArea,
];

export { areaState, areaHandlers } from './demo-hub-area';
export type { DemoHubArea } from './demo-hub-area';
