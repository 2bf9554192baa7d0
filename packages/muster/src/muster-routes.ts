import type { FeatureRoute } from '@companion/shell';

/**
 * Routes this package owns (media-and-guest-services §2.7): /muster/home is the return target
 * of the video, status and schedule. Open routes (§6); the party's data needs a session, so a
 * signed-out guest is sent to log in by the hub's 403.
 */
export const musterRoutes: readonly FeatureRoute[] = [
  { path: '/muster/home', load: () => import('./home/MusterHomeScreen').then((m) => ({ Component: m.MusterHomeScreen })) },
  { path: '/muster/video', load: () => import('./video/MusterVideoScreen').then((m) => ({ Component: m.MusterVideoScreen })) },
  { path: '/muster/status', load: () => import('./status/MusterStatusScreen').then((m) => ({ Component: m.MusterStatusScreen })) },
  { path: '/muster/schedule', load: () => import('./schedule/MusterScheduleScreen').then((m) => ({ Component: m.MusterScheduleScreen })) },
];
