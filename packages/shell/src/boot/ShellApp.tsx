import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { DeviceConfig, HubAddress, HubClient } from '@companion/hub-client';
import { themeClassNames, type ThemeName } from '@companion/theme';
import { AppFrame } from '../frame/AppFrame';
import { RouteErrorPage } from '../frame/RouteErrorPage';
import type { FeatureRoute } from '../routes/feature-route';
import { toRouteObjects } from '../routes/to-route-objects';
import { ShellProvider, type AppKind, type FrameSlots } from '../shell-context';
import { StartUp } from '../startup/StartUp';
import type { EarlyStart } from '../startup-cache/early-start';

export type ShellAppProps = {
  appKind: AppKind;
  hub: HubClient;
  hubAddress: HubAddress;
  routes: readonly FeatureRoute[];
  slots?: FrameSlots;
  /** From boot: start from the last good configuration while the hub's answer (already asked for) arrives. */
  early?: EarlyStart;
};

/** Start-up first; the router is created only once the hub has said what this device is. */
export function ShellApp({ appKind, hub, hubAddress, routes, slots, early }: ShellAppProps) {
  return (
    <StartUp hub={hub} {...(early ? { early } : {})}>
      {(config, themeName) => (
        <RoutedApp
          appKind={appKind}
          hub={hub}
          hubAddress={hubAddress}
          routes={routes}
          slots={slots}
          config={config}
          themeName={themeName}
        />
      )}
    </StartUp>
  );
}

function RoutedApp({
  appKind,
  hub,
  hubAddress,
  routes,
  slots,
  config,
  themeName,
}: ShellAppProps & { config: DeviceConfig; themeName: ThemeName }) {
  const deviceType = config.deviceGroup.deviceType;
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          path: '/',
          Component: AppFrame,
          ErrorBoundary: RouteErrorPage,
          // The first screen loads lazily; until it arrives the frame shows nothing rather than a flash.
          HydrateFallback: () => null,
          children: toRouteObjects(routes, deviceType),
        },
      ]),
    [routes, deviceType],
  );
  const services = useMemo(
    () => ({ appKind, hub, hubAddress, deviceConfig: config, themeName, ...(slots ? { slots } : {}) }),
    [appKind, hub, hubAddress, config, themeName, slots],
  );
  return (
    <ShellProvider services={services}>
      <div className={themeClassNames[themeName]}>
        <RouterProvider router={router} />
      </div>
    </ShellProvider>
  );
}
