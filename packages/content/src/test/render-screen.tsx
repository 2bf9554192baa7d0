import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DeviceConfig, DeviceType } from '@companion/hub-client';
import { connectDemoDevice } from '@companion/hub-sim';
import { ShellProvider } from '@companion/shell';

export type RenderScreenOptions = {
  device?: DeviceType;
  route?: string;
  path?: string;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
};

/** Renders a content screen inside the shell's services, answered by a fresh demo hub. */
export async function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}) {
  const { demo, hub, hubAddress, deviceConfig } = await connectDemoDevice(
    options.device ?? 'App',
    options.patchConfig ? { patchConfig: options.patchConfig } : {},
  );
  const services = { appKind: 'guest' as const, hub, hubAddress, deviceConfig, themeName: 'classic' as const };
  const view = render(
    <ShellProvider services={services}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={options.path ?? '*'} element={screen} />
        </Routes>
      </MemoryRouter>
    </ShellProvider>,
  );
  return { ...view, demo, deviceConfig };
}
