// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { needsLogin } from '@companion/session';
import { routePaths, toRouteObjects } from '@companion/shell';
import { describeRouteTable } from '@companion/test-harness';
import { guestRoutes } from './routes';

const routeObjects = toRouteObjects(guestRoutes, 'App');

describeRouteTable('guest', guestRoutes, {
  routeObjects,
  needsLogin,
  guardedUnderLoginRequired: ['/content/overview', '/onboard/excursions'],
  alwaysOpen: ['/', '/login', '/retina/login/:token', '/retina/loginsuccess', '/hashtag/:hashtag', '/QR/:hash', '*'],
});

describe('guest links between features', () => {
  it('has a page for every cross-feature link in the shell route-path table', () => {
    for (const [name, pathOf] of Object.entries(routePaths)) {
      const path = (pathOf as (id: string) => string)('7');
      const route = matchRoutes(routeObjects, path)?.at(-1)?.route;
      const matched = route?.index ? '/' : route?.path;
      expect(matched, `${name} → ${path}`).toBeDefined();
      expect(matched, `${name} → ${path}`).not.toBe('*');
    }
  });
});
