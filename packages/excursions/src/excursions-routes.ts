import type { FeatureRoute } from '@companion/shell';

const byDate = () => import('./list/ExcursionsByDateScreen').then((m) => ({ Component: m.ExcursionsByDateScreen }));
const basketEntry = () => import('./basket-entry/BasketEntryScreen').then((m) => ({ Component: m.BasketEntryScreen }));

/**
 * Routes this package owns (DESIGN.md §2, bookable-services §2). Browsing is open to everyone;
 * booking and the basket's excursion addresses need a logged-in guest.
 */
export const excursionsRoutes: readonly FeatureRoute[] = [
  {
    path: '/onboard/excursions',
    load: byDate,
    // Today's list (local calendar, rules/list-dates.ts), its experience types and the date strip.
    earlyReads: ['excursions/byDate?dateAsString={today:DD/MM/YYYY}', 'excursions/tags', 'itinerary/schedules'],
    earlyPicture: () => import('./list/early-picture'),
  },
  { path: '/onboard/excursions/:date', load: byDate },
  { path: '/onboard/excursionsbydate/:date', load: byDate },
  {
    path: '/onboard/excursionsbyday/:day',
    load: () => import('./list/ExcursionsByDayScreen').then((m) => ({ Component: m.ExcursionsByDayScreen })),
  },
  {
    path: '/onboard/excursion/:id',
    load: () => import('./detail/ExcursionDetailScreen').then((m) => ({ Component: m.ExcursionDetailScreen })),
  },
  {
    path: '/onboard/bookexcursion/:id',
    requiresLogin: true,
    load: () => import('./booking/BookExcursionScreen').then((m) => ({ Component: m.BookExcursionScreen })),
  },
  {
    path: '/shoreexcursions',
    load: () => import('./shore/ShoreSchedulesScreen').then((m) => ({ Component: m.ShoreSchedulesScreen })),
  },
  {
    path: '/shoreexcursions/:date',
    load: () => import('./shore/ShoreDateScreen').then((m) => ({ Component: m.ShoreDateScreen })),
  },
  {
    path: '/shoreexcursion/:id',
    load: () => import('./shore/ShoreExcursionScreen').then((m) => ({ Component: m.ShoreExcursionScreen })),
  },
  { path: '/excursion/:itineraryId/:excursionId', requiresLogin: true, load: basketEntry },
  { path: '/excursion/:itineraryId/:excursionId/:amend', requiresLogin: true, load: basketEntry },
  { path: '/resorts/:resortId/:excursionId', requiresLogin: true, load: basketEntry },
  { path: '/resorts/:resortId/:excursionId/:date', requiresLogin: true, load: basketEntry },
  // Third-party activities (bookable-services §2). `/musement/` is the same route: react-router
  // ignores a trailing slash. The detail's static `activity` segment outranks `:countryId`, so
  // /musement/activity/{id} is never read as a city (marketplace/MarketplaceRoutes.test.tsx).
  {
    path: '/musement',
    load: () => import('./marketplace/MarketplaceCountriesScreen').then((m) => ({ Component: m.MarketplaceCountriesScreen })),
  },
  {
    path: '/musement/:countryId',
    load: () => import('./marketplace/MarketplaceCitiesScreen').then((m) => ({ Component: m.MarketplaceCitiesScreen })),
  },
  {
    path: '/musement/:countryId/:cityId',
    load: () => import('./marketplace/MarketplaceActivitiesScreen').then((m) => ({ Component: m.MarketplaceActivitiesScreen })),
  },
  {
    path: '/musement/activity/:activityId',
    load: () => import('./marketplace/MarketplaceActivityScreen').then((m) => ({ Component: m.MarketplaceActivityScreen })),
  },
  {
    path: '/musement-river/excursions',
    load: () => import('./marketplace/RiverExcursionsScreen').then((m) => ({ Component: m.RiverExcursionsScreen })),
  },
];
