import type { DemoHubArea } from '../demo-hub-area';
import { excursionHandlers } from './handlers';
import { createExcursionsState, type ExcursionsState } from './state';

/** The ship's own excursions: lists by day, details, the party's reasons and direct booking. */
export const excursionsArea: DemoHubArea<ExcursionsState> = {
  name: 'excursions',
  createState: createExcursionsState,
  handlers: excursionHandlers,
};

export type { ExcursionsState } from './state';
export { demoExcursionConditions } from './handlers';
export {
  demoExcursions,
  excursionTags,
  DEMO_REFUSED_EXCURSION_NAME,
  DEMO_REFUSED_BOOKING_MESSAGE,
  DEMO_RESORT,
  demoPassengerAges,
  type DemoExcursion,
} from './fixtures/excursions';
