import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { loginByPms, type DeviceConfig, type DeviceType, type HubClient, type HubResult } from '@companion/hub-client';
import { connectDemoDevice, demoGuests } from '@companion/hub-sim';
import { clearAuthentication, completeLogin } from '@companion/session';
import { Elsewhere, renderInShell } from './render-in-shell';
import { untilScreenLoaded } from '@companion/test-harness';

export type RenderExcursionOptions = {
  /** Returns while the screen still shows its spinner (tests of the loading state); otherwise waits for the data. */
  whileLoading?: boolean;
  /** The address the router starts at, with navigation state if any. */
  entry: string | { pathname: string; state?: unknown };
  device?: DeviceType;
  /** Logs this demo guest in first; signed out without one. */
  guest?: keyof typeof demoGuests;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** Handlers tried before the demo hub's own (failing calls). */
  overrides?: NonNullable<Parameters<typeof connectDemoDevice>[1]>['overrides'];
  /** Runs against the demo hub after the login: fill the cart, book something. */
  prepare?: (hub: HubClient) => Promise<HubResult<unknown>>;
};

/** An excursions screen in the shell on a fresh demo hub, at `path`, for the guest (or nobody). */
export async function renderExcursionScreen(path: string, screen: () => ReactElement, options: RenderExcursionOptions) {
  const holder: { sessionId?: string } = {};
  const session = await connectDemoDevice(options.device ?? 'App', {
    getSessionId: () => holder.sessionId,
    ...(options.patchConfig ? { patchConfig: options.patchConfig } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  clearAuthentication();
  if (options.guest) {
    const guest = demoGuests[options.guest];
    const login = await loginByPms(session.hub, { accountNumber: guest.accountNumber, location: guest.cabin, pinNo: guest.pin });
    if (!login.ok) throw new Error('demo login failed');
    holder.sessionId = login.value.sessionId;
    completeLogin(login.value, 'RemotePms');
  }
  if (options.prepare) await options.prepare(session.hub);
  const router = createMemoryRouter(
    [
      { path, Component: screen },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [options.entry] },
  );
  const view = renderInShell({
    router,
    device: options.device ?? 'App',
    hub: session.hub,
    hubAddress: session.hubAddress,
    deviceConfig: session.deviceConfig,
  });
  if (!options.whileLoading) await untilScreenLoaded();
  return { ...view, router, hub: session.hub, demoState: session.demo.state };
}
