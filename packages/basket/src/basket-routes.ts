import type { FeatureRoute } from '@companion/shell';

/** Routes the basket package owns (DESIGN.md §2); both need a logged-in guest (bookable-services.md §6). */
export const basketRoutes: readonly FeatureRoute[] = [
  {
    path: '/basket',
    requiresLogin: true,
    load: () => import('./basket/BasketScreen').then((m) => ({ Component: m.BasketScreen })),
  },
  {
    path: '/confirmation',
    requiresLogin: true,
    load: () => import('./confirmation/ConfirmationScreen').then((m) => ({ Component: m.ConfirmationScreen })),
  },
];
