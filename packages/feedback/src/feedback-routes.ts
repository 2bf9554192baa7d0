import type { FeatureRoute } from '@companion/shell';

/**
 * Routes this package owns (media-and-guest-services §2.6, §2.8). Ratings are open; reporting
 * and tracking a problem need a logged-in guest (§6: the route table lists them as guarded).
 */
export const feedbackRoutes: readonly FeatureRoute[] = [
  {
    path: '/ratings/overview',
    load: () => import('./ratings/RatingsOverviewScreen').then((m) => ({ Component: m.RatingsOverviewScreen })),
  },
  {
    path: '/ratings/allinone',
    load: () => import('./ratings/AllInOneScreen').then((m) => ({ Component: m.AllInOneScreen })),
  },
  {
    path: '/ratings/feedback/:id',
    load: () => import('./ratings/RatingFeedbackScreen').then((m) => ({ Component: m.RatingFeedbackScreen })),
  },
  {
    path: '/problem/overview',
    load: () => import('./problems/ProblemOverviewScreen').then((m) => ({ Component: m.ProblemOverviewScreen })),
  },
  {
    path: '/problem/new',
    requiresLogin: true,
    load: () => import('./problems/ProblemNewScreen').then((m) => ({ Component: m.ProblemNewScreen })),
  },
  {
    path: '/problem/tracking',
    requiresLogin: true,
    load: () => import('./problems/ProblemTrackingScreen').then((m) => ({ Component: m.ProblemTrackingScreen })),
  },
];
