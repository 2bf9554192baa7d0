import type { FeatureRoute } from '@companion/shell';

/**
 * Route fragments this package owns (DESIGN.md §2): /ratings/overview, /ratings/allinone, /ratings/feedback/{id}, /problem/overview, /problem/new, /problem/tracking.
 * Empty until the package's issue lands; apps already compose it so adding a screen needs no app change.
 */
export const feedbackRoutes: readonly FeatureRoute[] = [];
