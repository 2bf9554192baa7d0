/**
 * Addresses one feature links to in another (DESIGN.md §2 says who owns each). Features never
 * import each other, so a link across packages is built here: a renamed route breaks the apps'
 * route test (`apps/guest/src/routes.test.ts` resolves every entry), not a guest's tap.
 *
 * Dates in excursion addresses are DD-MM-YYYY; the itinerary day's is YYYY-MM-DD, as the hub
 * writes a schedule's date; ids are the hub's.
 */
export const routePaths = {
  home: () => '/',
  login: () => '/login',
  contentOverview: (categoryId?: string | number) => (categoryId === undefined ? '/content/overview' : `/content/overview/${categoryId}`),
  contentDetail: (articleId: string | number) => `/content/detail/${articleId}`,
  myAccount: () => '/my_account',
  myOnboardBookings: () => '/my_onboard_bookings',
  basket: () => '/basket',
  excursionsOnDate: (date: string) => `/onboard/excursions/${date}`,
  excursionsOnDay: (day: number) => `/onboard/excursionsbyday/${day}`,
  excursionDetail: (excursionId: string | number) => `/onboard/excursion/${excursionId}`,
  itineraryOverview: () => '/itinerary/overview',
  itineraryDetail: (scheduleId: string | number) => `/itinerary/detail/${scheduleId}`,
  /** The schedule (the day in port or at sea) of a date, for lists that know the date, not the schedule's id. */
  itineraryDayOnDate: (isoDate: string) => `/itinerary/spark/${isoDate}`,
  dailyProgramme: () => '/itinerary/go',
  shipTracker: (id: string | number) => `/map/tracker/${id}`,
  vodOverview: () => '/vod/overview',
  vodDetail: (id: string | number) => `/vod/detail/${id}`,
  channels: () => '/channels',
  activityDetail: (id: string | number) => `/activity/detail/${id}`,
  diningDetail: (id: string | number) => `/dining/detail/${id}`,
  spaDetail: (id: string | number) => `/spa/detail/${id}`,
  tacBooking: () => '/tacbooking',
  photoConsent: () => '/photomatch/consent',
  photoOverview: () => '/photomatch/overview',
  photoCart: () => '/photomatch/cart',
  musterHome: () => '/muster/home',
  ratingsOverview: () => '/ratings/overview',
  problemOverview: () => '/problem/overview',
  shipDetail: () => '/shipdetail',
} as const;

export type RoutePathName = keyof typeof routePaths;
