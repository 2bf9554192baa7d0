import type { DemoHubArea } from '../demo-hub-area';

/** The demo hub's reservations area: its state, handlers and fixtures live in this folder. */
export const reservationsArea: DemoHubArea = {
  name: 'reservations',
  createState: () => undefined,
  handlers: () => [],
};
