import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DeviceConfig, DeviceType } from '@companion/hub-client';
import { connectDemoDevice } from '@companion/hub-sim';
import { AppFrame, ShellProvider, type FeatureRoute, toRouteObjects } from '@companion/shell';
import { authenticationStore, signedOut, type AuthenticationState } from '../authentication-store';
import { readSessionId } from '../read-session-id';
import { LoginGuard } from '../guard/LoginGuard';
import { SessionBar } from '../session-bar/SessionBar';

export type RenderSessionOptions = {
  device?: DeviceType;
  /** Demo hub profile label, e.g. `app-resco`; the device's own profile when absent. */
  route?: string;
  routes?: FeatureRoute[];
  page?: ReactElement;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** A session as if restored from browser storage before the app starts. */
  restoredSession?: Partial<AuthenticationState>;
};

/** Renders the session's screens in the real frame with the guard and session bar, on a fresh demo hub. */
export async function renderSessionApp(options: RenderSessionOptions = {}) {
  authenticationStore.setState({ ...signedOut, ...options.restoredSession });
  const session = await connectDemoDevice(options.device ?? 'App', {
    getSessionId: readSessionId,
    ...(options.patchConfig ? { patchConfig: options.patchConfig } : {}),
  });
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
    themeName: 'classic' as const,
    slots: { subHeader: SessionBar, routeGuard: LoginGuard },
  };
  const view = render(
    <ShellProvider services={services}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
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
