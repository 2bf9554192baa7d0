import type { FeatureRoute } from '@companion/shell';

/**
 * Route fragments this package owns (DESIGN.md §2): /holiday, /my_holiday, /my_account, /my_account/pin, /my_onboard_bookings, /cabinmessages.
 * Empty until the package's issue lands; apps already compose it so adding a screen needs no app change.
 */
export const accountRoutes: readonly FeatureRoute[] = [];
