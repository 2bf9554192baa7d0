import type { FeatureRoute } from '@companion/shell';

/**
 * Route fragments this package owns (DESIGN.md §2): /activity/..., /dining/..., /spa/..., /tacbooking, /restaurantavailability/overview/{id}, /digitalsignage.
 * Empty until the package's issue lands; apps already compose it so adding a screen needs no app change.
 */
export const reservationsRoutes: readonly FeatureRoute[] = [];
