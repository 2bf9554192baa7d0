import { describe, expect, it } from 'vitest';
import { needsLogin } from '@companion/session';
import { matchRoutes } from 'react-router';
import { routePaths, toRouteObjects, type RouteHandle } from '@companion/shell';
import { guestRoutes } from './routes';

/** The guard's view of a page of this app: the handle its route carries on this device. */
function handleOf(path: string): RouteHandle | undefined {
  const routes = toRouteObjects(guestRoutes, 'App');
  const route = path === '/' ? routes.find((r) => r.index) : routes.find((r) => r.path === path.replace(/^\//, ''));
  if (!route) throw new Error(`no route ${path}`);
  return route.handle as RouteHandle | undefined;
}

describe('guest route table', () => {
  it('ends with the catch-all 404 route so no feature route is shadowed', () => {
    expect(guestRoutes.at(-1)?.path).toBe('*');
  });

  it('has the dashboard as home', () => {
    expect(guestRoutes.some((route) => route.path === '/')).toBe(true);
  });

  it('claims each path once', () => {
    const paths = guestRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('asks for a login on content and excursion pages when the hub sets loginRequired', () => {
    for (const path of ['/content/overview', '/onboard/excursions']) expect(needsLogin([handleOf(path)], true), path).toBe(true);
  });

  it('leaves content and excursion pages open when the hub does not set loginRequired', () => {
    for (const path of ['/content/overview', '/onboard/excursions']) expect(needsLogin([handleOf(path)], false), path).toBe(false);
  });

  it('keeps the dashboard, login, Retina routes, redirects and 404 open under loginRequired', () => {
    for (const path of ['/', '/login', '/retina/login/:token', '/retina/loginsuccess', '/hashtag/:hashtag', '/QR/:hash', '*'])
      expect(needsLogin([handleOf(path)], true), path).toBe(false);
  });

  it('has a page for every cross-feature link in the shell route-path table', () => {
    const routes = toRouteObjects(guestRoutes, 'App');
    for (const [name, pathOf] of Object.entries(routePaths)) {
      const path = (pathOf as (id: string) => string)('7');
      const route = matchRoutes(routes, path)?.at(-1)?.route;
      const matched = route?.index ? '/' : route?.path;
      expect(matched, `${name} → ${path}`).toBeDefined();
      expect(matched, `${name} → ${path}`).not.toBe('*');
    }
  });
});
