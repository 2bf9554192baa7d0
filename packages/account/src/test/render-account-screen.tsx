import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createHubClient, loginByPms, type DeviceConfig, type DeviceType } from '@companion/hub-client';
import { connectDemoDevice, demoGuests, type HubState } from '@companion/hub-sim';
import { clearAuthentication, completeLogin } from '@companion/session';
import { installFeatures, ShellProvider } from '@companion/shell';
import { accountFeature } from '../account-feature';
import { untilScreenLoaded } from '@companion/test-harness';

export type RenderAccountOptions = {
  /** Returns while the screen still shows its spinner (tests of the loading state); otherwise waits for the data. */
  whileLoading?: boolean;
  guest?: keyof typeof demoGuests;
  device?: DeviceType;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** Answers every hub call with this instead of the demo hub (for the error state). */
  brokenHub?: boolean;
  /** Demo hub handlers tried first: `failingCall` / `answeringCall` from hub-sim. */
  overrides?: NonNullable<Parameters<typeof connectDemoDevice>[1]>['overrides'];
  /** Changes the demo hub's state before the screen asks it anything (bookings made elsewhere ...). */
  seed?: (state: HubState) => void;
  /** Stands between the app and the demo hub, to fail a call for a while: `(demoFetch) => (input, init) => ...`. */
  wrapFetch?: (demoFetch: typeof fetch) => typeof fetch;
};

// The account's stores are wiped at logout and its holiday loaded at login, as in the apps.
installFeatures([accountFeature]);

/** An account screen for a demo guest logged in on a fresh demo hub. */
export async function renderAccountScreen(screen: ReactElement, options: RenderAccountOptions = {}) {
  const holder: { sessionId?: string } = {};
  const session = await connectDemoDevice(options.device ?? 'App', {
    getSessionId: () => holder.sessionId,
    ...(options.patchConfig ? { patchConfig: options.patchConfig } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  options.seed?.(session.demo.state);
  const guest = demoGuests[options.guest ?? 'smith'];
  const login = await loginByPms(session.hub, { accountNumber: guest.accountNumber, location: guest.cabin, pinNo: guest.pin });
  if (!login.ok) throw new Error('demo login failed');
  holder.sessionId = login.value.sessionId;
  clearAuthentication();
  completeLogin(login.value, 'RemotePms');
  if (options.brokenHub) holder.sessionId = 'expired';
  const hub = options.wrapFetch
    ? createHubClient({
        hubApiUrl: session.hubAddress.hubApiUrl,
        fetch: options.wrapFetch(session.demo.fetch),
        getSessionId: () => holder.sessionId,
        logger: { warn: () => {}, error: () => {} },
      })
    : session.hub;
  const services = {
    appKind: 'guest' as const,
    hub,
    hubAddress: session.hubAddress,
    deviceConfig: session.deviceConfig,
    themeName: 'classic' as const,
  };
  const view = render(
    <ShellProvider services={services}>
      <MemoryRouter>{screen}</MemoryRouter>
    </ShellProvider>,
  );
  if (!options.whileLoading) await untilScreenLoaded();
  return { ...view, ...session, guest };
}
