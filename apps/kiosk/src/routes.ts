import type { FeatureRoute } from '@companion/shell';
import { accountRoutes } from '@companion/account';
import { excursionsRoutes } from '@companion/excursions';
import { basketRoutes } from '@companion/basket';
import { reservationsRoutes } from '@companion/reservations';
import { programmeRoutes } from '@companion/programme';
import { photomatchRoutes } from '@companion/photomatch';
import { wayfinderRoutes } from '@companion/wayfinder';
import { musterRoutes } from '@companion/muster';
import { feedbackRoutes } from '@companion/feedback';
import { contentRoutes } from '@companion/content';
import { sessionRoutes, withLoginRequiredSetting } from '@companion/session';

/**
 * The kiosk app's route table: the features this device offers. Content comes last because it
 * owns the catch-all 404 route. Under the hub's uiSettings.loginRequired every page but the
 * dashboard, login, the Retina routes, the redirects and the 404 asks for a login (platform.md §2.1).
 */
export const kioskRoutes: readonly FeatureRoute[] = withLoginRequiredSetting([
  ...accountRoutes,
  ...excursionsRoutes,
  ...basketRoutes,
  ...reservationsRoutes,
  ...photomatchRoutes,
  ...programmeRoutes,
  ...wayfinderRoutes,
  ...musterRoutes,
  ...feedbackRoutes,
  ...sessionRoutes,
  ...contentRoutes,
]);
