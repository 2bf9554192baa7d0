// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { musterRoutes } from './muster-routes';

describe('muster routes', () => {
  it('own the four muster addresses of §2.7, open (§6), each screen loaded lazily', async () => {
    expect(musterRoutes.map((route) => route.path)).toEqual(['/muster/home', '/muster/video', '/muster/status', '/muster/schedule']);
    for (const route of musterRoutes) {
      expect(route.requiresLogin ?? false).toBe(false);
      expect((await route.load()).Component).toBeTypeOf('function');
    }
  });
});
