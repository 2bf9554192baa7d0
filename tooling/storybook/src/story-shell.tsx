import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createHubClient, getDeviceConfig, type DeviceConfig, type HubAddress, type HubClient } from '@companion/hub-client';
import { createDemoHub } from '@companion/hub-sim';
import { ShellProvider } from '@companion/shell';
import { resolveThemeName, themeClassNames, type ThemeName } from '@companion/theme';
import { appKindForDevice, demoHostForDevice, type StoryDevice } from './story-devices';

export type StoryShellParameters = {
  /** Changes the demo hub's device configuration for one story (e.g. no modules for the empty state). */
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** The address the story's router starts at. */
  route?: string;
};

export type LoadedStoryShell = {
  device: StoryDevice;
  hub: HubClient;
  hubAddress: HubAddress;
  deviceConfig: DeviceConfig;
};

export async function loadStoryShell(device: StoryDevice = 'App', parameters: StoryShellParameters = {}): Promise<LoadedStoryShell> {
  const demo = createDemoHub();
  const hubUrl = `http://${demoHostForDevice[device]}:8080/`;
  const hubAddress: HubAddress = { hubUrl, hubApiUrl: `${hubUrl}api/`, developmentMode: true };
  const hub = createHubClient({ hubApiUrl: hubAddress.hubApiUrl, fetch: demo.fetch, getSessionId: () => undefined });
  const result = await getDeviceConfig(hub);
  if (!result.ok) throw new Error(`The demo hub gave no device configuration: ${result.error.message}`);
  const deviceConfig = parameters.patchConfig ? parameters.patchConfig(result.value) : result.value;
  return { device, hub, hubAddress, deviceConfig };
}

export function StoryShell({
  loaded,
  themeName,
  route,
  children,
}: {
  loaded: LoadedStoryShell;
  themeName?: string;
  route?: string | undefined;
  children: ReactNode;
}) {
  const theme: ThemeName = resolveThemeName(themeName, undefined);
  const services = {
    appKind: appKindForDevice[loaded.device],
    hub: loaded.hub,
    hubAddress: loaded.hubAddress,
    deviceConfig: loaded.deviceConfig,
    themeName: theme,
  };
  return (
    <ShellProvider services={services}>
      <MemoryRouter initialEntries={[route ?? '/']}>
        <div className={themeClassNames[theme]}>{children}</div>
      </MemoryRouter>
    </ShellProvider>
  );
}
