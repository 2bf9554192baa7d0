import type { FeatureRoute } from '@companion/shell';

const byDate = () => import('./list/ExcursionsByDateScreen').then((m) => ({ Component: m.ExcursionsByDateScreen }));
const basketEntry = () => import('./basket-entry/BasketEntryScreen').then((m) => ({ Component: m.BasketEntryScreen }));

/**
 * Routes this package owns (DESIGN.md §2, bookable-services §2). Browsing is open to everyone;
 * booking and the basket's excursion addresses need a logged-in guest.
 */
export const excursionsRoutes: readonly FeatureRoute[] = [
  { path: '/onboard/excursions', load: byDate },
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
];
