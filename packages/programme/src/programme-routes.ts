import type { FeatureRoute } from '@companion/shell';

/** The Daily Programme without a date opens on today (local calendar) with the voyage's days. */
const todaysProgramme = ['itinerary/schedules', 'programme/lineup?startDate={today:YYYY-MM-DD}&days=1'];
const todaysFirstPicture = () => import('./programme/early-picture');
const daily = () => import('./programme/DailyProgrammeScreen').then((m) => ({ Component: m.DailyProgrammeScreen }));
const scheduled = () => import('./programme/ScheduledProgrammeScreen').then((m) => ({ Component: m.ScheduledProgrammeScreen }));
const spark = () => import('./itinerary/SparkScreen').then((m) => ({ Component: m.SparkScreen }));

/**
 * Routes this package owns (DESIGN.md §2, media §2.4–2.5), all open. Each screen is its own chunk;
 * the tracker's chunk alone carries leaflet and the coastline. /dailyprogram/{date?} is the Daily
 * Programme and /timetable the Scheduled Programme (docs/decisions.md, "Programme routes").
 */
export const programmeRoutes: readonly FeatureRoute[] = [
  {
    path: '/itinerary/overview',
    load: () => import('./itinerary/ItineraryOverviewScreen').then((m) => ({ Component: m.ItineraryOverviewScreen })),
  },
  {
    path: '/itinerary/detail/:id',
    load: () => import('./itinerary/ItineraryDetailScreen').then((m) => ({ Component: m.ItineraryDetailScreen })),
  },
  { path: '/itinerary/spark', load: spark },
  { path: '/itinerary/spark/:date', load: spark },
  { path: '/itinerary/go', load: daily, earlyReads: todaysProgramme, earlyPicture: todaysFirstPicture },
  { path: '/dailyprogram', load: daily, earlyReads: todaysProgramme, earlyPicture: todaysFirstPicture },
  { path: '/dailyprogram/:date', load: daily },
  { path: '/scheduledprogram', load: scheduled },
  { path: '/timetable', load: scheduled },
  {
    path: '/wherewhen',
    load: () => import('./wherewhen/WhereWhenScreen').then((m) => ({ Component: m.WhereWhenScreen })),
  },
  {
    path: '/weather',
    load: () => import('./weather/WeatherScreen').then((m) => ({ Component: m.WeatherScreen })),
  },
  {
    path: '/map/tracker/:id',
    load: () => import('./tracker/TrackerScreen').then((m) => ({ Component: m.TrackerScreen })),
  },
];
