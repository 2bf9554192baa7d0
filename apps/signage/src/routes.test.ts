import { describe, expect, it } from 'vitest';
import { signageRoutes } from './routes';

describe('signage route table', () => {
  it('ends with the catch-all 404 route so no feature route is shadowed', () => {
    expect(signageRoutes.at(-1)?.path).toBe('*');
  });

  it('has the dashboard as home', () => {
    expect(signageRoutes.some((route) => route.path === '/')).toBe(true);
  });

  it('claims each path once', () => {
    const paths = signageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
