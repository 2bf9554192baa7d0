import type { DemoHubArea } from '../demo-hub-area';

/** The demo hub's vod area: its state, handlers and fixtures live in this folder. */
export const vodArea: DemoHubArea = {
  name: 'vod',
  createState: () => undefined,
  handlers: () => [],
};
