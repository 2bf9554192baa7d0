import { describe, expect, it } from 'vitest';
import { kioskRoutes } from './routes';

describe('kiosk route table', () => {
  it('ends with the catch-all 404 route so no feature route is shadowed', () => {
    expect(kioskRoutes.at(-1)?.path).toBe('*');
  });

  it('has the dashboard as home', () => {
    expect(kioskRoutes.some((route) => route.path === '/')).toBe(true);
  });

  it('claims each path once', () => {
    const paths = kioskRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
