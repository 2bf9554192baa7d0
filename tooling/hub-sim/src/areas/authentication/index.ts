import type { DemoHubArea } from '../demo-hub-area';
import { authenticationHandlers } from './handlers';

/** Logins of every kind and PIN changes; sessions and PINs are the shared hub state's. */
export const authenticationArea: DemoHubArea = {
  name: 'authentication',
  createState: () => undefined,
  handlers: (hub) => authenticationHandlers(hub),
};
