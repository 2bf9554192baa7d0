import type { FeatureRoute } from '@companion/shell';

/**
 * Route fragments this package owns (DESIGN.md §2): wayfinder panel, cabin finder, /shipdetail.
 * Empty until the package's issue lands; apps already compose it so adding a screen needs no app change.
 */
export const wayfinderRoutes: readonly FeatureRoute[] = [];
