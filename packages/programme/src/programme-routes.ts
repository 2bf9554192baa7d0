import type { FeatureRoute } from '@companion/shell';

/**
 * Route fragments this package owns (DESIGN.md §2): /itinerary/..., /dailyprogram/{date?}, /scheduledprogram, /timetable, /wherewhen, /weather, /map/tracker/{id}.
 * Empty until the package's issue lands; apps already compose it so adding a screen needs no app change.
 */
export const programmeRoutes: readonly FeatureRoute[] = [];
