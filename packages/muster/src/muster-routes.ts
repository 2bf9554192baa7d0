import type { FeatureRoute } from '@companion/shell';

/**
 * Route fragments this package owns (DESIGN.md §2): /muster/home, /muster/video, /muster/status, /muster/schedule.
 * Empty until the package's issue lands; apps already compose it so adding a screen needs no app change.
 */
export const musterRoutes: readonly FeatureRoute[] = [];
