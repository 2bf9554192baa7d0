// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reservationsRoutes } from './reservations-routes';

const routeOf = (path: string) => reservationsRoutes.find((route) => route.path === path);

describe('the reservations route table', () => {
  it.each([
    '/activity/overview',
    '/activity',
    '/activity/category/:id',
    '/activity/detail/:id',
    '/dining/overview',
    '/dining',
    '/dining/detail/:id',
    '/spa/overview',
    '/spa',
    '/spa/category/:id',
    '/spa/detail/:id',
    '/restaurantavailability/overview/:id',
    '/digitalsignage/:id',
  ])('%s is open to every guest', (path) => {
    expect(routeOf(path)).toBeDefined();
    expect(routeOf(path)?.requiresLogin).toBeUndefined();
  });

  it('asks for a login on /tacbooking (bookable-services §6)', () => {
    expect(routeOf('/tacbooking')?.requiresLogin).toBe(true);
  });

  it('loads every screen lazily', async () => {
    for (const route of reservationsRoutes) expect(typeof (await route.load()).Component).toBe('function');
  });
});
