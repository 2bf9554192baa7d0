import type { ComponentType } from 'react';
import type { DeviceType } from '@companion/hub-client';

/**
 * What a feature package offers an app: a path and a lazily loaded screen, plus the rules the
 * app applies (login, devices). Apps turn fragments into react-router routes with
 * `toRouteObjects`; features never build routers themselves.
 */
export type FeatureRoute = {
  path: string;
  /** Loads the screen on first visit so a guest who never opens a feature never downloads it. */
  load: () => Promise<{ Component: ComponentType }>;
  requiresLogin?: boolean;
  /** Login needed only when the hub's uiSettings.loginRequired is set. */
  loginRequiredSetting?: boolean;
  /** Device kinds the screen may show on; all when absent. */
  devices?: readonly DeviceType[];
};

export type RouteHandle = Pick<FeatureRoute, 'requiresLogin' | 'loginRequiredSetting' | 'devices'>;
