import type { FeatureRoute } from '@companion/shell';

/** Routes the session package owns (DESIGN.md §2). */
export const sessionRoutes: readonly FeatureRoute[] = [
  { path: '/login', load: () => import('./login/LoginScreen').then((m) => ({ Component: m.LoginScreen })) },
  { path: '/retina/login/:id/:room', load: () => import('./retina/RetinaLoginScreen').then((m) => ({ Component: m.RetinaLoginScreen })) },
  { path: '/retina/login/:token', load: () => import('./retina/RetinaLoginScreen').then((m) => ({ Component: m.RetinaLoginScreen })) },
  { path: '/retina/loginsuccess', load: () => import('./retina/RetinaLoginSuccess').then((m) => ({ Component: m.RetinaLoginSuccess })) },
];
