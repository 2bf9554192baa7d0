import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createHubClient, getDeviceConfig, type DeviceConfig, type DeviceType, type HubAddress } from '@companion/hub-client';
import { createDemoHub } from '@companion/hub-sim';
import { ShellProvider } from '@companion/shell';

const demoHost: Record<DeviceType, string> = { App: 'app.localhost', Kiosk: 'kiosk.localhost', DigitalSignage: 'signage.localhost' };

export type RenderScreenOptions = {
  device?: DeviceType;
  route?: string;
  path?: string;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
};

/** Renders a content screen inside the shell's services, answered by a fresh demo hub. */
export async function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}) {
  const device = options.device ?? 'App';
  const demo = createDemoHub();
  const hubUrl = `http://${demoHost[device]}:8080/`;
  const hubAddress: HubAddress = { hubUrl, hubApiUrl: `${hubUrl}api/`, developmentMode: true };
  const hub = createHubClient({ hubApiUrl: hubAddress.hubApiUrl, fetch: demo.fetch, getSessionId: () => undefined });
  const result = await getDeviceConfig(hub);
  if (!result.ok) throw new Error(`demo hub: ${result.error.message}`);
  const deviceConfig = options.patchConfig ? options.patchConfig(result.value) : result.value;
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
