import type { RouteObject } from 'react-router';
import type { DeviceType } from '@companion/hub-client';
import type { FeatureRoute, RouteHandle } from './feature-route';

declare global {
  interface Window {
    /** Left by index.html's start script (built apps): preloads a route pattern's chunks and CSS. */
    companionPreloadRoute?: (pattern: string) => void;
  }
}

/**
 * A route's screen loads with all its chunks at once: the build's route map (in index.html)
 * names them, since Vite's per-import preload lists are off (tooling/vite-app-config).
 */
function preloaded(path: string, load: FeatureRoute['load']): FeatureRoute['load'] {
  return () => {
    window.companionPreloadRoute?.(path);
    return load();
  };
}

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
      const lazy = preloaded(fragment.path, fragment.load);
      if (fragment.path === '/') return { index: true, lazy, handle } satisfies RouteObject;
      return { path: fragment.path.replace(/^\//, ''), lazy, handle } satisfies RouteObject;
    });
}
