import type { FeatureRoute } from '@companion/shell';
import { excursionsRoutes } from '@companion/excursions';
import { reservationsRoutes } from '@companion/reservations';
import { programmeRoutes } from '@companion/programme';
import { wayfinderRoutes } from '@companion/wayfinder';
import { contentRoutes } from '@companion/content';
import { sessionRoutes } from '@companion/session';

/**
 * The signage app's route table: the features this device offers. Content comes last because it
 * owns the catch-all 404 route.
 */
export const signageRoutes: readonly FeatureRoute[] = [
  // Excursions to look at, never to book: the screens show no book buttons on signage.
  ...excursionsRoutes,
  ...reservationsRoutes,
  ...programmeRoutes,
  ...wayfinderRoutes,
  ...sessionRoutes,
  ...contentRoutes,
];
