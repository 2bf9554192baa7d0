import type { DemoHubArea } from '../demo-hub-area';

/** The demo hub's programme area: its state, handlers and fixtures live in this folder. */
export const programmeArea: DemoHubArea = {
  name: 'programme',
  createState: () => undefined,
  handlers: () => [],
};
