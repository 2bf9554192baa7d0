import type { DemoHubArea } from '../demo-hub-area';

/** The demo hub's wayfinder area: its state, handlers and fixtures live in this folder. */
export const wayfinderArea: DemoHubArea = {
  name: 'wayfinder',
  createState: () => undefined,
  handlers: () => [],
};
