import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { DeviceConfig, HubClient } from '@companion/hub-client';
import { createHubClient, loginByPms } from '@companion/hub-client';
import { connectDemoDevice, demoGuests, type DemoDeviceSession, type DemoHubOptions } from '@companion/hub-sim';
import { clearGuestData, completeLogin, sealGuestState } from '@companion/session';
import { installFeatures, KioskFieldKeyboard, ShellProvider, SignageClock } from '@companion/shell';
import { storyFeatures } from './story-features';
import { resolveThemeName, themeClassNames, type ThemeName } from '@companion/theme';
import { appKindForDevice, type StoryDevice } from './story-devices';

export type StoryShellParameters = {
  /** Changes the demo hub's device configuration for one story (e.g. no modules for the empty state). */
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** The address the story's router starts at. */
  route?: string;
  /** Logs this demo guest in first, for screens that show the guest's own data. */
  guest?: keyof typeof demoGuests;
  /** Sends an expired session so every login-required call fails (the error state). */
  expiredSession?: boolean;
  /** The hub never answers after start-up (the loading state). */
  silentHub?: boolean;
  /** Runs against the demo hub after the login, e.g. to put excursions in the guest's cart. */
  prepare?: (hub: HubClient) => Promise<unknown>;
  /** Demo-hub handlers tried first, e.g. one call answering 500 for an error state. */
  overrides?: DemoHubOptions['overrides'];
  /** Navigation state of the story's address (a page that reads what the previous page passed). */
  routeState?: unknown;
  /**
   * The guest's own data the previous page handed over (a confirmation, an order), kept for the
   * session as the app keeps it (`sealGuestState`); null for none.
   */
  guestRouteState?: unknown;
};

// Stories run with every feature's contribution, as the guest app does, so logout between stories wipes them all.
installFeatures(storyFeatures);

export type LoadedStoryShell = DemoDeviceSession & { device: StoryDevice; sealedRouteState?: unknown };

export async function loadStoryShell(device: StoryDevice = 'App', parameters: StoryShellParameters = {}): Promise<LoadedStoryShell> {
  const holder: { sessionId?: string } = {};
  const session = await connectDemoDevice(device, {
    getSessionId: () => holder.sessionId,
    ...(parameters.patchConfig ? { patchConfig: parameters.patchConfig } : {}),
    ...(parameters.overrides ? { overrides: parameters.overrides } : {}),
  });
  // Each story starts on a clean device, signed out unless it names a guest, who is then logged in for real.
  clearGuestData();
  if (parameters.guest) {
    const guest = demoGuests[parameters.guest];
    const login = await loginByPms(session.hub, { accountNumber: guest.accountNumber, location: guest.cabin, pinNo: guest.pin });
    if (login.ok) {
      holder.sessionId = login.value.sessionId;
      completeLogin(login.value, 'RemotePms');
    }
  }
  if (parameters.prepare) await parameters.prepare(session.hub);
  // Kept after the clean start above, which would wipe it.
  const sealed = parameters.guestRouteState == null ? {} : { sealedRouteState: sealGuestState(parameters.guestRouteState) };
  if (parameters.expiredSession) holder.sessionId = 'expired';
  if (parameters.silentHub) {
    const hub = createHubClient({
      hubApiUrl: session.hubAddress.hubApiUrl,
      fetch: () => new Promise<Response>(() => {}),
      getSessionId: () => holder.sessionId,
    });
    return { ...session, hub, device, ...sealed };
  }
  return { ...session, device, ...sealed };
}

export function StoryShell({
  loaded,
  themeName,
  route,
  routeState,
  children,
}: {
  loaded: LoadedStoryShell;
  themeName?: string;
  route?: string | undefined;
  routeState?: unknown;
  children: ReactNode;
}) {
  const theme: ThemeName = resolveThemeName(themeName, undefined);
  const services = {
    appKind: appKindForDevice[loaded.device],
    hub: loaded.hub,
    hubAddress: loaded.hubAddress,
    deviceConfig: loaded.deviceConfig,
    themeName: theme,
    // As the signage app fills it (apps/signage/src/main.tsx).
    ...(loaded.device === 'DigitalSignage' ? { slots: { headerClock: SignageClock } } : {}),
  };
  return (
    <ShellProvider services={services}>
      <MemoryRouter initialEntries={[routeState === undefined ? (route ?? '/') : { pathname: route ?? '/', state: routeState }]}>
        <div className={themeClassNames[theme]}>
          {children}
          {/* As the kiosk app's rules render it (apps/kiosk/src/KioskRules.tsx). */}
          {loaded.device === 'Kiosk' ? <KioskFieldKeyboard /> : null}
        </div>
      </MemoryRouter>
    </ShellProvider>
  );
}
