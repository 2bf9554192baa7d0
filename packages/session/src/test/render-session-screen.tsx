import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createHubClient, type DeviceConfig, type DeviceType } from '@companion/hub-client';
import { connectDemoDevice } from '@companion/hub-sim';
import type { ThemeName } from '@companion/theme';
import { AppFrame, ShellProvider, type FeatureRoute, toRouteObjects } from '@companion/shell';
import { authenticationStore, signedOut, type AuthenticationState } from '../authentication-store';
import { readSessionId } from '../read-session-id';
import { LoginGuard } from '../guard/LoginGuard';
import { SessionBar } from '../session-bar/SessionBar';
import { untilScreenLoaded } from '@companion/test-harness';

export type RenderSessionOptions = {
  /** Returns while the screen still shows its spinner (tests of the loading state); otherwise waits for the data. */
  whileLoading?: boolean;
  device?: DeviceType;
  /** Demo hub profile label, e.g. `app-resco`; the device's own profile when absent. */
  route?: string;
  routes?: FeatureRoute[];
  page?: ReactElement;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** A session as if restored from browser storage before the app starts. */
  restoredSession?: Partial<AuthenticationState>;
  /** Demo hub handlers tried first: `answeringCall` / `failingCall` from hub-sim. */
  overrides?: NonNullable<Parameters<typeof connectDemoDevice>[1]>['overrides'];
  /** Wraps the demo hub's fetch, to hold a request back or watch what is sent. */
  interceptFetch?: (demoFetch: typeof fetch) => typeof fetch;
  /** The layout theme (its date locale: `midnight` reads dates month first). */
  themeName?: ThemeName;
};

/** Renders the session's screens in the real frame with the guard and session bar, on a fresh demo hub. */
export async function renderSessionApp(options: RenderSessionOptions = {}) {
  authenticationStore.setState({ ...signedOut, ...options.restoredSession });
  const connected = await connectDemoDevice(options.device ?? 'App', {
    getSessionId: readSessionId,
    ...(options.patchConfig ? { patchConfig: options.patchConfig } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  const session = options.interceptFetch
    ? {
        ...connected,
        hub: createHubClient({
          hubApiUrl: connected.hubAddress.hubApiUrl,
          fetch: options.interceptFetch(connected.demo.fetch),
          getSessionId: readSessionId,
        }),
      }
    : connected;
  const page = options.page;
  const routes: FeatureRoute[] = options.routes ?? [];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AppFrame,
        children: [
          ...toRouteObjects(routes, session.deviceConfig.deviceGroup.deviceType),
          { path: '*', element: page ?? <p>{'other page'}</p> },
        ],
      },
    ],
    { initialEntries: [options.route ?? '/'] },
  );
  const services = {
    appKind: 'guest' as const,
    hub: session.hub,
    hubAddress: session.hubAddress,
    deviceConfig: session.deviceConfig,
    themeName: options.themeName ?? ('classic' as const),
    slots: { subHeader: SessionBar, routeGuard: LoginGuard },
  };
  const view = render(
    <ShellProvider services={services}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  if (!options.whileLoading) await untilScreenLoaded();
  return { ...view, router, ...session };
}

export const screenRoute = (path: string, element: () => ReactElement, extra: Partial<FeatureRoute> = {}): FeatureRoute => ({
  path,
  load: () => Promise.resolve({ Component: element }),
  ...extra,
});

export const withAuthentication = (
  config: DeviceConfig,
  type: DeviceConfig['authentication']['type'],
  extra: Partial<DeviceConfig['authentication']> = {},
): DeviceConfig => ({
  ...config,
  authentication: { ...config.authentication, type, ...extra },
});
