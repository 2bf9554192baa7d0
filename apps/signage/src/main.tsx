import { handleForbidden, LoginGuard, readSessionId, SessionBar } from '@companion/session';
import { bootApp, SignageClock } from '@companion/shell';
import { WayfinderPanel } from '@companion/wayfinder';
import { signageFeatures } from './features';
import { SignageRules } from './SignageRules';
import { signageRoutes } from './routes';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

void bootApp({
  appKind: 'signage',
  routes: signageRoutes,
  rootElement,
  getSessionId: readSessionId,
  onForbidden: handleForbidden,
  features: signageFeatures,
  slots: {
    deviceRules: SignageRules,
    headerClock: SignageClock,
    subHeader: SessionBar,
    routeGuard: LoginGuard,
    wayfinderPanel: WayfinderPanel,
  },
});
