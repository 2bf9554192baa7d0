import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createHubClient, loginByPms, type DeviceConfig, type DeviceType, type HubAddress, type HubClient } from '@companion/hub-client';
import { connectDemoDevice, demoGuests, type HubState } from '@companion/hub-sim';
import { clearAuthentication, completeLogin } from '@companion/session';
import { installFeatures, ShellProvider, type AppKind, type FeatureContribution, type FrameSlots } from '@companion/shell';
import type { ThemeName } from '@companion/theme';
import { untilScreenLoaded } from '@companion/test-harness';

export type DemoShellOptions = {
  /** The router's table: the screen under test and whatever it leads to. */
  routes: RouteObject[];
  /** The address the router starts at, with navigation state if any. */
  entry: string | { pathname: string; state?: unknown };
  /** The demo hub answers as this device; the shell behaves as its app. */
  device?: DeviceType;
  /** Logs this demo guest in (card-scan style, as the account pages expect); signed out without one. */
  guest?: keyof typeof demoGuests;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** Demo hub handlers tried first: `failingCall` / `answeringCall` from hub-sim. */
  overrides?: NonNullable<Parameters<typeof connectDemoDevice>[1]>['overrides'];
  /** Changes the demo hub's state before the screen asks it anything. */
  seed?: (state: HubState) => void;
  /** Runs against the demo hub after the login: fill the cart, book something. */
  prepare?: (hub: HubClient) => Promise<unknown>;
  /** Every call after the preparation is sent with an expired session (the error state). */
  expiredSession?: boolean;
  /** Stands between the app and the demo hub: to watch requests, lose or garble an answer. */
  wrapFetch?: (demoFetch: typeof fetch) => typeof fetch;
  /** Changes the resolved hub address, as an operator's config.json would (gamesUrl). */
  patchHubAddress?: (address: HubAddress) => HubAddress;
  themeName?: ThemeName;
  /** The features whose contributions the test exercises (login loaders, logout's wipe). */
  features?: readonly FeatureContribution[];
  /** Returns while the screen still shows its spinner (tests of the loading state); otherwise waits for the data. */
  whileLoading?: boolean;
  /** The app's composition points (a wayfinder panel, sub-header extras) as an app would fill them. */
  slots?: FrameSlots;
};

const appKindOf = (device: DeviceType): AppKind => (device === 'Kiosk' ? 'kiosk' : device === 'DigitalSignage' ? 'signage' : 'guest');

const installed = new Set<FeatureContribution>();

/**
 * One way every feature package renders a screen in tests: a fresh demo hub answering as the
 * chosen device kind (App unless told), a demo guest logged in when asked, the shell's
 * services, a memory router — and the screen's data already arrived when it returns.
 */
export async function renderInDemoShell(options: DemoShellOptions) {
  const device = options.device ?? 'App';
  // Installed once per test file: contributions are the app's start-up, not a test's.
  const newFeatures = (options.features ?? []).filter((feature) => !installed.has(feature));
  installFeatures(newFeatures);
  for (const feature of newFeatures) installed.add(feature);
  const holder: { sessionId?: string } = {};
  const session = await connectDemoDevice(device, {
    getSessionId: () => holder.sessionId,
    ...(options.patchConfig ? { patchConfig: options.patchConfig } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  options.seed?.(session.demo.state);
  clearAuthentication();
  const guest = options.guest ? demoGuests[options.guest] : undefined;
  if (guest) {
    const login = await loginByPms(session.hub, { accountNumber: guest.accountNumber, location: guest.cabin, pinNo: guest.pin });
    if (!login.ok) throw new Error('demo login failed');
    holder.sessionId = login.value.sessionId;
    completeLogin(login.value, 'RemotePms');
  }
  if (options.prepare) await options.prepare(session.hub);
  if (options.expiredSession) holder.sessionId = 'expired';
  const hub = options.wrapFetch
    ? createHubClient({
        hubApiUrl: session.hubAddress.hubApiUrl,
        fetch: options.wrapFetch(session.demo.fetch),
        getSessionId: () => holder.sessionId,
        logger: { warn: () => {}, error: () => {} },
      })
    : session.hub;
  const hubAddress = options.patchHubAddress ? options.patchHubAddress(session.hubAddress) : session.hubAddress;
  const router = createMemoryRouter(options.routes, { initialEntries: [options.entry] });
  const services = {
    appKind: appKindOf(device),
    hub,
    hubAddress,
    deviceConfig: session.deviceConfig,
    themeName: options.themeName ?? ('classic' as const),
    ...(options.slots ? { slots: options.slots } : {}),
  };
  const view = render(
    <ShellProvider services={services}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  if (!options.whileLoading) await untilScreenLoaded();
  return { ...view, router, hub, demo: session.demo, demoState: session.demo.state, deviceConfig: session.deviceConfig, guest };
}
