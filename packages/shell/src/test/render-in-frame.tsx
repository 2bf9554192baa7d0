import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DeviceConfig, DeviceType } from '@companion/hub-client';
import { resolveThemeName } from '@companion/theme';
import { connectDemoDevice } from '@companion/hub-sim';
import { AppFrame } from '../frame/AppFrame';
import { SignageClock } from '../frame/parts/SignageClock';
import { ShellProvider, type FrameSlots } from '../shell-context';
import { untilScreenLoaded } from '@companion/test-harness';

export type RenderInFrameOptions = {
  /** Returns while the screen still shows its spinner (tests of the loading state); otherwise waits for the data. */
  whileLoading?: boolean;
  device?: DeviceType;
  route?: string;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  slots?: FrameSlots;
  page?: ReactElement;
};

/** The whole frame around a page, with a fresh demo hub answering as the chosen device. */
export async function renderInFrame(options: RenderInFrameOptions = {}) {
  const session = await connectDemoDevice(options.device ?? 'App', options.patchConfig ? { patchConfig: options.patchConfig } : {});
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AppFrame,
        children: [
          { path: '*', element: options.page ?? <p>page</p> },
          { index: true, element: options.page ?? <p>home page</p> },
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
    themeName: resolveThemeName(session.deviceConfig.hub.layoutTheme, session.deviceConfig.hub.uiSettings?.theme),
    // The signage app fills the header's clock (apps/signage/src/main.tsx); a test may give its own slots.
    ...(options.slots ? { slots: options.slots } : options.device === 'DigitalSignage' ? { slots: { headerClock: SignageClock } } : {}),
  };
  const view = render(
    <ShellProvider services={services}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  if (!options.whileLoading) await untilScreenLoaded();
  return { ...view, router, ...session };
}

export const withConfig =
  (change: (config: DeviceConfig) => void) =>
  (config: DeviceConfig): DeviceConfig => {
    const copy = structuredClone(config);
    change(copy);
    return copy;
  };
