import { handleForbidden, LoginGuard, readSessionId, SessionBar } from '@companion/session';
import { bootApp } from '@companion/shell';
import { persistGuestState } from './persist-guest-state';
import { GuestRules } from './GuestRules';
import { guestRoutes } from './routes';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

void bootApp({
  appKind: 'guest',
  routes: guestRoutes,
  rootElement,
  getSessionId: readSessionId,
  onForbidden: handleForbidden,
  persistSlices: persistGuestState,
  slots: { deviceRules: GuestRules, subHeader: SessionBar, routeGuard: LoginGuard },
});
