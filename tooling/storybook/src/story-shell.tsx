import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { DeviceConfig } from '@companion/hub-client';
import { connectDemoDevice, type DemoDeviceSession } from '@companion/hub-sim';
import { ShellProvider } from '@companion/shell';
import { resolveThemeName, themeClassNames, type ThemeName } from '@companion/theme';
import { appKindForDevice, type StoryDevice } from './story-devices';

export type StoryShellParameters = {
  /** Changes the demo hub's device configuration for one story (e.g. no modules for the empty state). */
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  /** The address the story's router starts at. */
  route?: string;
};

export type LoadedStoryShell = DemoDeviceSession & { device: StoryDevice };

export async function loadStoryShell(device: StoryDevice = 'App', parameters: StoryShellParameters = {}): Promise<LoadedStoryShell> {
  const session = await connectDemoDevice(device, parameters.patchConfig ? { patchConfig: parameters.patchConfig } : {});
  return { ...session, device };
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
