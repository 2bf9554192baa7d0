import type { FeatureRoute } from '@companion/shell';
import { accountRoutes } from '@companion/account';
import { excursionsRoutes } from '@companion/excursions';
import { basketRoutes } from '@companion/basket';
import { reservationsRoutes } from '@companion/reservations';
import { programmeRoutes } from '@companion/programme';
import { wayfinderRoutes } from '@companion/wayfinder';
import { musterRoutes } from '@companion/muster';
import { feedbackRoutes } from '@companion/feedback';
import { contentRoutes } from '@companion/content';
import { sessionRoutes } from '@companion/session';

/**
 * The kiosk app's route table: the features this device offers. Content comes last because it
 * owns the catch-all 404 route.
 */
export const kioskRoutes: readonly FeatureRoute[] = [
  ...accountRoutes,
  ...excursionsRoutes,
  ...basketRoutes,
  ...reservationsRoutes,
  ...programmeRoutes,
  ...wayfinderRoutes,
  ...musterRoutes,
  ...feedbackRoutes,
  ...sessionRoutes,
  ...contentRoutes,
];
