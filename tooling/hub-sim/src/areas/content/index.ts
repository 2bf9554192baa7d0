import type { DemoHubArea } from '../demo-hub-area';
import { contentHandlers } from './handlers';

/** Ship information (cms categories and articles), daily schedules and the media blobs. */
export const contentArea: DemoHubArea = {
  name: 'content',
  createState: () => undefined,
  handlers: (hub) => contentHandlers(hub),
};
