import { handleForbidden, LoginGuard, readSessionId, SessionBar } from '@companion/session';
import { PhotoBasketButton, PhotoOfferBanner } from '@companion/photomatch';
import { bootApp } from '@companion/shell';
import { WayfinderPanel } from '@companion/wayfinder';
import { guestFeatures } from './features';
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
  features: guestFeatures,
  slots: {
    deviceRules: GuestRules,
    subHeader: SessionBar,
    routeGuard: LoginGuard,
    wayfinderPanel: WayfinderPanel,
    subHeaderExtras: [PhotoBasketButton],
    banner: PhotoOfferBanner,
  },
});
