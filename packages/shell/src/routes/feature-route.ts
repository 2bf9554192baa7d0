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
  /**
   * The rule that names the first screen's largest picture from the raw answers of `earlyReads`
   * and devices/config. The start script imports it beside those reads and asks for the picture
   * as soon as they are in, while the app's code is still downloading (issue 20: on a slow link
   * the picture otherwise waits for all of it). The module must stay small: it loads before the
   * app does.
   */
  earlyPicture?: () => Promise<{ earlyPicture: EarlyPicture }>;
};

/**
 * The address of the picture a screen shows first and largest, from the raw answers of its
 * route's `earlyReads` (in their order) and of devices/config (`undefined` where a request
 * failed), the hub's API address and the address's `?search`. The answers are not yet checked
 * by the hub client, so the rule reads them warily and names no picture when in doubt; the
 * screen's own `leadPicture` (shell `useHubData`) asks again once the checked answer is in.
 */
export type EarlyPicture = (answers: readonly unknown[], start: EarlyPictureStart) => string | undefined;

export type EarlyPictureStart = { hubApiUrl: string; search: string; deviceConfig: unknown };

export type RouteHandle = Pick<FeatureRoute, 'requiresLogin' | 'loginRequiredSetting' | 'devices'>;
