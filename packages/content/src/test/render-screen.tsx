import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { DeviceConfig, DeviceType } from '@companion/hub-client';
import { connectDemoDevice } from '@companion/hub-sim';
import { ShellProvider } from '@companion/shell';
import type { ThemeName } from '@companion/theme';

export type RenderScreenOptions = {
  device?: DeviceType;
  route?: string;
  path?: string;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  themeName?: ThemeName;
};

/** Renders a content screen inside the shell's services, answered by a fresh demo hub. */
export async function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}) {
  const { demo, hub, hubAddress, deviceConfig } = await connectDemoDevice(
    options.device ?? 'App',
    options.patchConfig ? { patchConfig: options.patchConfig } : {},
  );
  const services = { appKind: 'guest' as const, hub, hubAddress, deviceConfig, themeName: options.themeName ?? ('classic' as const) };
  const view = render(
    <ShellProvider services={services}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={options.path ?? '*'} element={screen} />
          {options.path ? <Route path="*" element={<ElsewhereProbe />} /> : null}
        </Routes>
      </MemoryRouter>
    </ShellProvider>,
  );
  return { ...view, demo, deviceConfig };
}

/** Where a redirect led, for addresses the screen under test does not own. */
function ElsewhereProbe() {
  const location = useLocation();
  return <output aria-label="elsewhere">{`${location.pathname}${location.search}`}</output>;
}
