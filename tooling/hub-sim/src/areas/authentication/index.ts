import type { DemoHubArea } from '../demo-hub-area';
import { authenticationHandlers, type AuthenticationAreaState } from './handlers';

/** Logins of every kind and PIN changes; sessions and PINs are the shared hub state's. */
export const authenticationArea: DemoHubArea<AuthenticationAreaState> = {
  name: 'authentication',
  createState: () => ({ openedWithPin: new Set() }),
  handlers: (hub, own) => authenticationHandlers(hub, own),
};
