import { describe, expect, it } from 'vitest';
import { guestRoutes } from './routes';

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
});
