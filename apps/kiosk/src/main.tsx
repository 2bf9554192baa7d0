import { clearAuthentication, persistAuthentication, readSessionId } from '@companion/session';
import { bootApp } from '@companion/shell';
import { KioskRules } from './KioskRules';
import { kioskRoutes } from './routes';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

void bootApp({
  appKind: 'kiosk',
  routes: kioskRoutes,
  rootElement,
  getSessionId: readSessionId,
  onForbidden: clearAuthentication,
  persistSlices: persistAuthentication,
  slots: { deviceRules: KioskRules },
});
