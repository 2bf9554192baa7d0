import type { FeatureRoute } from '@companion/shell';

/** Routes the content package owns (DESIGN.md §2). The rest of content arrives with its own issue. */
export const contentRoutes: readonly FeatureRoute[] = [
  { path: '/', load: () => import('./dashboard/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })) },
  { path: '*', load: () => import('./not-found/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen })) },
];
