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
  /**
   * The public hub GETs the screen sends as it opens, relative to the hub API, with the route's
   * `:params` (`'cms/articles/:id?previewMode=false'`) and today's local date as `{today:DD/MM/YYYY}`
   * (any order of YYYY, MM and DD). The build reads them into index.html's
   * route map and the start script sends them while the app still downloads, so a guest who
   * opens this address first does not wait for the app before the hub is asked
   * (tooling/vite-app-config/start-script.mjs). Each must be the very address the screen's call
   * builds, or the early answer goes unused; the feature's route test proves it.
   */
  earlyReads?: readonly string[];
};

export type RouteHandle = Pick<FeatureRoute, 'requiresLogin' | 'loginRequiredSetting' | 'devices'>;
