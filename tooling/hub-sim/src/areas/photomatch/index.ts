import type { DemoHubArea } from '../demo-hub-area';

/** The demo hub's photomatch area: its state, handlers and fixtures live in this folder. */
export const photomatchArea: DemoHubArea = {
  name: 'photomatch',
  createState: () => undefined,
  handlers: () => [],
};
