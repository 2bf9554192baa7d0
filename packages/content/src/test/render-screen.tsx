import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createHubClient, type DeviceConfig, type DeviceType, type HubAddress } from '@companion/hub-client';
import { connectDemoDevice } from '@companion/hub-sim';
import { ShellProvider } from '@companion/shell';
import type { ThemeName } from '@companion/theme';
import { untilScreenLoaded } from '@companion/test-harness';

export type RenderScreenOptions = {
  /** Returns while the screen still shows its spinner (tests of the loading state); otherwise waits for the data. */
  whileLoading?: boolean;
  device?: DeviceType;
  route?: string;
  path?: string;
  patchConfig?: (config: DeviceConfig) => DeviceConfig;
  themeName?: ThemeName;
  /** Changes the resolved hub address, as an operator's config.json would (gamesUrl). */
  patchHubAddress?: (address: HubAddress) => HubAddress;
  /** Demo hub handlers tried before its own: another answer for one call in this test. */
  overrides?: NonNullable<Parameters<typeof connectDemoDevice>[1]>['overrides'];
  /** Sees every request the screen sends to the hub, for tests of the query it carries. */
  onRequest?: (url: URL) => void;
};

/** Renders a content screen inside the shell's services, answered by a fresh demo hub. */
export async function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}) {
  const { demo, hub, hubAddress, deviceConfig } = await connectDemoDevice(options.device ?? 'App', {
    ...(options.patchConfig ? { patchConfig: options.patchConfig } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  const { onRequest } = options;
  const screenHub = onRequest
    ? createHubClient({
        hubApiUrl: hubAddress.hubApiUrl,
        getSessionId: () => undefined,
        fetch: (input, init) => {
          const request = input instanceof Request && !init ? input : new Request(input, init);
          onRequest(new URL(request.url));
          return demo.fetch(request);
        },
      })
    : hub;
  const address = options.patchHubAddress ? options.patchHubAddress(hubAddress) : hubAddress;
  const services = {
    appKind: 'guest' as const,
    hub: screenHub,
    hubAddress: address,
    deviceConfig,
    themeName: options.themeName ?? ('classic' as const),
  };
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
  if (!options.whileLoading) await untilScreenLoaded();
  return { ...view, demo, deviceConfig };
}

/** Where a redirect led, for addresses the screen under test does not own. */
function ElsewhereProbe() {
  const location = useLocation();
  return <output aria-label="elsewhere">{`${location.pathname}${location.search}`}</output>;
}
