// @vitest-environment node
import { needsLogin } from '@companion/session';
import { toRouteObjects } from '@companion/shell';
import { describeRouteTable } from '@companion/test-harness';
import { kioskRoutes } from './routes';

describeRouteTable('kiosk', kioskRoutes, {
  routeObjects: toRouteObjects(kioskRoutes, 'Kiosk'),
  needsLogin,
  guardedUnderLoginRequired: ['/content/overview', '/onboard/excursions'],
  alwaysOpen: ['/', '/login', '/retina/login/:token', '/retina/loginsuccess', '/hashtag/:hashtag', '/QR/:hash', '*'],
});
