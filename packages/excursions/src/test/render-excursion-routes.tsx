import { createMemoryRouter } from 'react-router';
import { createHubClient, type DeviceType } from '@companion/hub-client';
import { connectDemoDevice } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { toRouteObjects } from '@companion/shell';
import { Elsewhere, renderInShell } from './render-in-shell';
import { excursionsRoutes } from '../excursions-routes';
import { untilScreenLoaded } from '@companion/test-harness';

export type RenderExcursionRoutesOptions = {
  /** Returns while the screen still shows its spinner (tests of the loading state); otherwise waits for the data. */
  whileLoading?: boolean;
  /** The address the router starts at. */
  entry: string;
  device?: DeviceType;
  /** Handlers tried before the demo hub's own (failing calls). */
  overrides?: NonNullable<Parameters<typeof connectDemoDevice>[1]>['overrides'];
  /** Sees (or changes) every request on its way to the demo hub: to read headers, to fail once. */
  wrapFetch?: (demoFetch: typeof fetch) => typeof fetch;
};

/**
 * The package's whole route table, lazily loaded as an app loads it (`toRouteObjects`), in the
 * shell on a fresh demo hub: for tests of which route answers an address and of navigation
 * between screens. Signed out.
 */
export async function renderExcursionRoutes(options: RenderExcursionRoutesOptions) {
  const device = options.device ?? 'App';
  const session = await connectDemoDevice(device, options.overrides ? { overrides: options.overrides } : {});
  clearAuthentication();
  const hub = options.wrapFetch
    ? createHubClient({
        hubApiUrl: session.hubAddress.hubApiUrl,
        fetch: options.wrapFetch(session.demo.fetch),
        getSessionId: () => undefined,
      })
    : session.hub;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        children: [...toRouteObjects(excursionsRoutes, device), { path: '*', Component: Elsewhere }],
      },
    ],
    { initialEntries: [options.entry] },
  );
  const view = renderInShell({ router, device, hub, hubAddress: session.hubAddress, deviceConfig: session.deviceConfig });
  if (!options.whileLoading) await untilScreenLoaded();
  return { ...view, router, hub };
}
