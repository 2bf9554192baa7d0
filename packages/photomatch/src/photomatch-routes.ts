import type { FeatureRoute } from '@companion/shell';

/**
 * The photo shop's routes (bookable-services.md §2): every page needs login; each page itself
 * checks photoMatchEnabled and the consent decision (gate/PhotoPage.tsx). Every screen is lazy.
 */
export const photomatchRoutes: readonly FeatureRoute[] = [
  {
    path: '/photomatch/overview',
    requiresLogin: true,
    load: () => import('./overview/OverviewScreen').then((m) => ({ Component: m.OverviewScreen })),
  },
  {
    path: '/photomatch/consent',
    requiresLogin: true,
    load: () => import('./consent/ConsentScreen').then((m) => ({ Component: m.ConsentScreen })),
  },
  {
    path: '/photomatch/myphotos',
    requiresLogin: true,
    load: () => import('./myphotos/MyPhotosScreen').then((m) => ({ Component: m.MyPhotosScreen })),
  },
  {
    path: '/photomatch/packages',
    requiresLogin: true,
    load: () => import('./packages/PackagesScreen').then((m) => ({ Component: m.PackagesScreen })),
  },
  {
    path: '/photomatch/cart',
    requiresLogin: true,
    load: () => import('./cart/CartScreen').then((m) => ({ Component: m.CartScreen })),
  },
  {
    path: '/photomatch/orderconfirmation',
    requiresLogin: true,
    load: () => import('./confirmation/OrderConfirmationScreen').then((m) => ({ Component: m.OrderConfirmationScreen })),
  },
  {
    path: '/photomatch/orders',
    requiresLogin: true,
    load: () => import('./orders/OrdersScreen').then((m) => ({ Component: m.OrdersScreen })),
  },
  {
    path: '/photomatch/orderDetail',
    requiresLogin: true,
    load: () => import('./orders/OrderDetailScreen').then((m) => ({ Component: m.OrderDetailScreen })),
  },
];
