import { accountArea } from './account';
import { authenticationArea } from './authentication';
import { basketArea } from './basket';
import { contentArea } from './content';
import { deviceArea } from './device';
import { excursionsArea } from './excursions';
import { gamesArea } from './games';
import { marketplaceArea } from './marketplace';
import { feedbackArea } from './feedback';
import { musterArea } from './muster';
import { photomatchArea } from './photomatch';
import { programmeArea } from './programme';
import { reservationsArea } from './reservations';
import { vodArea } from './vod';
import { wayfinderArea } from './wayfinder';
import type { DemoHubArea } from './demo-hub-area';

/** Every area of the demo hub, each in its own folder; `createDemoHandlers` tries their handlers in this order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area has its own state type
export const demoHubAreas: readonly DemoHubArea<any>[] = [
  deviceArea,
  authenticationArea,
  accountArea,
  // Before content: they answer their own hashtags, articles and videos (safety video, muster
  // schedule, all-in-one feedback) and pass the rest on; content answers every other one, [] included.
  musterArea,
  feedbackArea,
  contentArea,
  basketArea,
  excursionsArea,
  marketplaceArea,
  gamesArea,
  vodArea,
  programmeArea,
  reservationsArea,
  photomatchArea,
  wayfinderArea,
];

export { areaState, areaHandlers } from './demo-hub-area';
export type { DemoHubArea } from './demo-hub-area';
