import type { FeatureRoute } from '@companion/shell';

/**
 * Routes this package owns (DESIGN.md §2). /shipdetail is open to everyone (bookable-services §2);
 * on a wayfinder device it also holds the Cabin Finder. The wayfinder panel is no route: the apps
 * put `WayfinderPanel` into the shell's slot for content and reservation pages.
 */
export const wayfinderRoutes: readonly FeatureRoute[] = [
  { path: '/shipdetail', load: () => import('./ship/ShipDetailScreen').then((m) => ({ Component: m.ShipDetailScreen })) },
];
