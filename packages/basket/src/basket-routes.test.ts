// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { basketRoutes } from './basket-routes';

describe('the basket route table', () => {
  // bookable-services §6: the basket and the confirmation belong to a logged-in guest.
  it.each(['/basket', '/confirmation'])('%s needs a login', (path) => {
    expect(basketRoutes.find((route) => route.path === path)?.requiresLogin).toBe(true);
  });
});
