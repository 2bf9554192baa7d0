import { render } from '@testing-library/react';
import { RouterProvider, useLocation, type createMemoryRouter } from 'react-router';
import type { DeviceConfig, DeviceType, HubAddress, HubClient } from '@companion/hub-client';
import { ShellProvider } from '@companion/shell';

/** Where a link or a redirect led, for addresses the screen under test does not own. */
export function Elsewhere() {
  return <output aria-label="elsewhere">{useLocation().pathname}</output>;
}

type InShell = {
  router: ReturnType<typeof createMemoryRouter>;
  device: DeviceType;
  hub: HubClient;
  hubAddress: HubAddress;
  deviceConfig: DeviceConfig;
};

/** A memory router in the shell's services, as an app of the given device kind provides them. */
export function renderInShell({ router, device, hub, hubAddress, deviceConfig }: InShell) {
  const appKind = device === 'Kiosk' ? ('kiosk' as const) : device === 'DigitalSignage' ? ('signage' as const) : ('guest' as const);
  return render(
    <ShellProvider services={{ appKind, hub, hubAddress, deviceConfig, themeName: 'classic' as const }}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}
