import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';
import { toRouteObjects } from '@companion/shell';
import { excursionsRoutes } from '../excursions-routes';

export type RenderExcursionRoutesOptions = Pick<DemoShellOptions, 'device' | 'overrides' | 'wrapFetch' | 'whileLoading'> & {
  /** The address the router starts at. */
  entry: string;
};

/**
 * The package's whole route table, lazily loaded as an app loads it (`toRouteObjects`), in the
 * shell on a fresh demo hub: for tests of which route answers an address and of navigation
 * between screens. Signed out.
 */
export async function renderExcursionRoutes(options: RenderExcursionRoutesOptions) {
  const device = options.device ?? 'App';
  return renderInDemoShell({
    ...options,
    device,
    routes: [
      {
        path: '/',
        HydrateFallback: () => null,
        children: [...toRouteObjects(excursionsRoutes, device), { path: '*', Component: Elsewhere }],
      },
    ],
  });
}
