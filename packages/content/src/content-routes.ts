import type { FeatureRoute } from '@companion/shell';

const overview = () => import('./overview/OverviewScreen').then((m) => ({ Component: m.OverviewScreen }));
const redirect = () => import('./redirect/HashtagRedirect').then((m) => ({ Component: m.HashtagRedirect }));

/** Routes the content package owns (DESIGN.md §2); the catch-all 404 is last. */
export const contentRoutes: readonly FeatureRoute[] = [
  { path: '/', load: () => import('./dashboard/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })) },
  { path: '/content/overview', load: overview },
  { path: '/content/overview/:id', load: overview },
  { path: '/content/detail/:id', load: () => import('./detail/DetailScreen').then((m) => ({ Component: m.DetailScreen })) },
  { path: '/hashtag/:hashtag', load: redirect },
  { path: '/QR/:hash', load: redirect },
  // More than one segment after /QR/ is an old app address (redirect/qr-path.ts), not a hashtag.
  { path: '/QR/*', load: () => import('./redirect/QrPathRedirect').then((m) => ({ Component: m.QrPathRedirect })) },
  { path: '/games/overview', load: () => import('./games/GamesOverviewScreen').then((m) => ({ Component: m.GamesOverviewScreen })) },
  { path: '*', load: () => import('./not-found/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen })) },
];
