import type { FeatureRoute } from '@companion/shell';

const activityOverview = () => import('./browse/ActivityOverviewScreen').then((m) => ({ Component: m.ActivityOverviewScreen }));
const dining = () => import('./browse/DiningScreen').then((m) => ({ Component: m.DiningScreen }));
const spaOverview = () => import('./browse/SpaOverviewScreen').then((m) => ({ Component: m.SpaOverviewScreen }));
const signage = () => import('./signage/RestaurantAvailabilityScreen').then((m) => ({ Component: m.RestaurantAvailabilityScreen }));

/**
 * Routes this package owns (DESIGN.md §2, bookable-services §2): browsing is open to everyone,
 * /tacbooking needs a login, the restaurant board is for any device (signage shows it).
 */
export const reservationsRoutes: readonly FeatureRoute[] = [
  { path: '/activity/overview', load: activityOverview },
  { path: '/activity', load: activityOverview },
  {
    path: '/activity/category/:id',
    load: () => import('./browse/CategoryScreen').then((m) => ({ Component: m.ActivityCategoryScreen })),
  },
  {
    path: '/activity/detail/:id',
    load: () => import('./browse/ItemDetailScreen').then((m) => ({ Component: m.ActivityDetailScreen })),
  },
  { path: '/dining/overview', load: dining },
  { path: '/dining', load: dining },
  {
    path: '/dining/detail/:id',
    load: () => import('./browse/ItemDetailScreen').then((m) => ({ Component: m.DiningDetailScreen })),
  },
  { path: '/spa/overview', load: spaOverview },
  { path: '/spa', load: spaOverview },
  {
    path: '/spa/category/:id',
    load: () => import('./browse/CategoryScreen').then((m) => ({ Component: m.SpaCategoryScreen })),
  },
  {
    path: '/spa/detail/:id',
    load: () => import('./browse/ItemDetailScreen').then((m) => ({ Component: m.SpaDetailScreen })),
  },
  {
    path: '/tacbooking',
    requiresLogin: true,
    load: () => import('./booking/TacBookingScreen').then((m) => ({ Component: m.TacBookingScreen })),
  },
  { path: '/restaurantavailability/overview/:id', load: signage },
  { path: '/digitalsignage/:id', load: signage },
];
