import type { FeatureRoute } from '@companion/shell';

/** Routes the account package owns (DESIGN.md §2). */
const holiday = () => import('./holiday/HolidayScreen').then((m) => ({ Component: m.HolidayScreen }));

export const accountRoutes: readonly FeatureRoute[] = [
  { path: '/holiday', requiresLogin: true, load: holiday },
  { path: '/my_holiday', requiresLogin: true, load: holiday },
  {
    path: '/my_account',
    requiresLogin: true,
    load: () => import('./my-account/MyAccountScreen').then((m) => ({ Component: m.MyAccountScreen })),
  },
  { path: '/my_account/pin', requiresLogin: true, load: () => import('./my-account/PinScreen').then((m) => ({ Component: m.PinScreen })) },
  {
    path: '/my_onboard_bookings',
    requiresLogin: true,
    load: () => import('./bookings/OnboardBookingsScreen').then((m) => ({ Component: m.OnboardBookingsScreen })),
  },
  // The order confirmation links to /my_bookings (bookable-services.md §2): the same bookings page.
  {
    path: '/my_bookings',
    requiresLogin: true,
    load: () => import('./bookings/OnboardBookingsScreen').then((m) => ({ Component: m.OnboardBookingsScreen })),
  },
  {
    path: '/cabinmessages',
    requiresLogin: true,
    load: () => import('./messages/CabinMessagesScreen').then((m) => ({ Component: m.CabinMessagesScreen })),
  },
];
