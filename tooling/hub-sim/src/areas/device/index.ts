import type { DemoHubArea } from '../demo-hub-area';
import { deviceHandlers } from './handlers';

/** The device's configuration per demo profile (devices/config) and page-view metrics. */
export const deviceArea: DemoHubArea = {
  name: 'device',
  createState: () => undefined,
  handlers: (hub) => deviceHandlers(hub),
};

export { deviceConfigFor, demoAppTitles, DEMO_RELOGIN_URL } from './fixtures/device-config';
