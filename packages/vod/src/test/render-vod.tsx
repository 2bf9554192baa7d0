import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';
import { toRouteObjects } from '@companion/shell';
import { forgetRememberedFocus } from '../shared/RemotePage';
import { vodRoutes } from '../vod-routes';

export type RenderVodOptions = Pick<DemoShellOptions, 'device' | 'seed' | 'wrapFetch' | 'whileLoading' | 'patchConfig' | 'themeName'> & {
  entry: string;
};

/** The package's route table, lazily loaded as the app does, on a fresh demo hub. */
export function renderVod(options: RenderVodOptions) {
  const device = options.device ?? 'App';
  forgetRememberedFocus();
  return renderInDemoShell({
    ...options,
    device,
    routes: [
      {
        path: '/',
        HydrateFallback: () => null,
        children: [{ index: true, Component: Elsewhere }, ...toRouteObjects(vodRoutes, device), { path: '*', Component: Elsewhere }],
      },
    ],
  });
}
