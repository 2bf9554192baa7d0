import { describe, expect, it } from 'vitest';

/** A feature route as an app lists it, and as react-router objects after the shell maps it. */
type AppRoute = { path: string };
type RouteObjectLike = { index?: boolean; path?: string; handle?: unknown };

type LoginRules<Handle> = {
  routeObjects: readonly RouteObjectLike[];
  needsLogin: (handles: (Handle | undefined)[], loginRequired: boolean) => boolean;
  guardedUnderLoginRequired: readonly string[];
  alwaysOpen: readonly string[];
};

/** The handle a route carries, looked up the way the login guard meets it ('/' is the index route). */
export function routeHandleOf(routes: readonly RouteObjectLike[], path: string): unknown {
  const route = path === '/' ? routes.find((r) => r.index) : routes.find((r) => r.path === path.replace(/^\//, ''));
  if (!route) throw new Error(`no route ${path}`);
  return route.handle;
}

/**
 * The rules every app's route table keeps: the 404 last so no feature route is shadowed, a home,
 * each path claimed once; and, where the app has guest logins, which pages ask for one when the
 * hub sets loginRequired.
 */
export function describeRouteTable<Handle>(app: string, routes: readonly AppRoute[], login?: LoginRules<Handle>): void {
  describe(`${app} route table`, () => {
    it('ends with the catch-all 404 route so no feature route is shadowed', () => {
      expect(routes.at(-1)?.path).toBe('*');
    });

    it('has the dashboard as home', () => {
      expect(routes.some((route) => route.path === '/')).toBe(true);
    });

    it('claims each path once', () => {
      const paths = routes.map((route) => route.path);
      expect(new Set(paths).size).toBe(paths.length);
    });

    if (!login) return;
    const handleOf = (path: string) => routeHandleOf(login.routeObjects, path) as Handle | undefined;

    it('asks for a login on the guarded pages when the hub sets loginRequired', () => {
      for (const path of login.guardedUnderLoginRequired) expect(login.needsLogin([handleOf(path)], true), path).toBe(true);
    });

    it('leaves those pages open when the hub does not set loginRequired', () => {
      for (const path of login.guardedUnderLoginRequired) expect(login.needsLogin([handleOf(path)], false), path).toBe(false);
    });

    it('keeps the dashboard, login, Retina routes, redirects and 404 open under loginRequired', () => {
      for (const path of login.alwaysOpen) expect(login.needsLogin([handleOf(path)], true), path).toBe(false);
    });
  });
}
