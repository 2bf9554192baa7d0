import type { DemoHubArea } from '../demo-hub-area';

/** The demo hub's muster area: its state, handlers and fixtures live in this folder. */
export const musterArea: DemoHubArea = {
  name: 'muster',
  createState: () => undefined,
  handlers: () => [],
};
