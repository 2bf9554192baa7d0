// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { feedbackRoutes } from './feedback-routes';

const route = (path: string) => feedbackRoutes.find((entry) => entry.path === path);

describe('feedback routes', () => {
  it('guard reporting and tracking a problem (§2.8, §6)', () => {
    expect(route('/problem/new')?.requiresLogin).toBe(true);
    expect(route('/problem/tracking')?.requiresLogin).toBe(true);
  });

  it('leave the ratings and the problem overview open', () => {
    for (const path of ['/ratings/overview', '/ratings/allinone', '/ratings/feedback/:id', '/problem/overview'])
      expect(route(path)?.requiresLogin ?? false).toBe(false);
  });

  it('load every screen lazily', async () => {
    for (const entry of feedbackRoutes) expect((await entry.load()).Component).toBeTypeOf('function');
  });
});
