import type { FeatureRoute } from '@companion/shell';

/**
 * Route fragments this package owns (DESIGN.md §2): /onboard/excursions[/{date}], /onboard/excursionsbyday/{day}, /onboard/excursionsbydate/{date}, /onboard/excursion/{id}, /onboard/bookexcursion/{id}, /shoreexcursions[/{date}], /shoreexcursion/{id}, /excursion/..., /resorts/..., /musement/..., /musement-river/excursions.
 * Empty until the package's issue lands; apps already compose it so adding a screen needs no app change.
 */
export const excursionsRoutes: readonly FeatureRoute[] = [];
