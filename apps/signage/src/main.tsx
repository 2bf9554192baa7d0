import { clearAuthentication, persistAuthentication, readSessionId } from '@companion/session';
import { bootApp } from '@companion/shell';
import { SignageRules } from './SignageRules';
import { signageRoutes } from './routes';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

void bootApp({
  appKind: 'signage',
  routes: signageRoutes,
  rootElement,
  getSessionId: readSessionId,
  onForbidden: clearAuthentication,
  persistSlices: persistAuthentication,
  slots: { deviceRules: SignageRules },
});
