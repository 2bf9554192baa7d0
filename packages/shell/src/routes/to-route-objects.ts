import type { RouteObject } from 'react-router';
import type { DeviceType } from '@companion/hub-client';
import type { FeatureRoute, RouteHandle } from './feature-route';

/** Keeps the fragments allowed on this device and makes them lazy react-router routes. */
export function toRouteObjects(fragments: readonly FeatureRoute[], deviceType: DeviceType): RouteObject[] {
  return fragments
    .filter((fragment) => !fragment.devices || fragment.devices.includes(deviceType))
    .map((fragment) => {
      const handle: RouteHandle = {
        requiresLogin: fragment.requiresLogin ?? false,
        loginRequiredSetting: fragment.loginRequiredSetting ?? false,
        ...(fragment.devices ? { devices: fragment.devices } : {}),
      };
      // The dashboard is the frame's index route; every other path is relative to the frame.
      if (fragment.path === '/') return { index: true, lazy: fragment.load, handle } satisfies RouteObject;
      return { path: fragment.path.replace(/^\//, ''), lazy: fragment.load, handle } satisfies RouteObject;
    });
}
