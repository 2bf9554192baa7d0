import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureRoute } from './feature-route';
import { toRouteObjects } from './to-route-objects';

const screen = () => Promise.resolve({ Component: () => null });
const fragments: FeatureRoute[] = [
  { path: '/', load: screen },
  { path: '/vod/overview', load: screen, devices: ['App'] },
  { path: '/basket', load: screen, requiresLogin: true },
];

afterEach(() => {
  delete window.companionPreloadRoute;
});

describe('toRouteObjects', () => {
  it('drops screens not allowed on the device', () => {
    expect(toRouteObjects(fragments, 'Kiosk').map((route) => route.path)).toEqual([undefined, 'basket']);
  });

  it('keeps every screen allowed on the device, lazily loaded', () => {
    const routes = toRouteObjects(fragments, 'App');
    expect(routes.map((route) => route.path)).toEqual([undefined, 'vod/overview', 'basket']);
    expect(routes.every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it("asks the start script's route map to preload all of a route's chunks when the route loads", async () => {
    const preload = vi.fn();
    window.companionPreloadRoute = preload;
    const basket = toRouteObjects(fragments, 'App')[2];
    expect(preload).not.toHaveBeenCalled();
    await (basket?.lazy as () => Promise<unknown>)();
    expect(preload).toHaveBeenCalledWith('/basket');
  });

  it('makes the dashboard the index route', () => {
    expect(toRouteObjects(fragments, 'App')[0]).toMatchObject({ index: true });
  });

  it('carries the login rule in the route handle for the guards', () => {
    const basket = toRouteObjects(fragments, 'App').find((route) => route.path === 'basket');
    expect(basket?.handle).toMatchObject({ requiresLogin: true });
  });
});
