import { MoreOnBoard } from '@companion/content';
import { handleForbidden, LoginGuard, readSessionId, SessionBar } from '@companion/session';
import { PhotoBasketButton, PhotoOfferBanner } from '@companion/photomatch';
import { bootApp } from '@companion/shell';
import { WayfinderPanel } from '@companion/wayfinder';
import { kioskFeatures } from './features';
import { KioskRules } from './KioskRules';
import { kioskRoutes } from './routes';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

void bootApp({
  appKind: 'kiosk',
  routes: kioskRoutes,
  rootElement,
  getSessionId: readSessionId,
  onForbidden: handleForbidden,
  features: kioskFeatures,
  slots: {
    deviceRules: KioskRules,
    subHeader: SessionBar,
    routeGuard: LoginGuard,
    wayfinderPanel: WayfinderPanel,
    subHeaderExtras: [PhotoBasketButton],
    banner: PhotoOfferBanner,
    belowPage: MoreOnBoard,
  },
});
