import type { ReactElement } from 'react';
import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';

export type RenderScreenOptions = Pick<
  DemoShellOptions,
  'device' | 'patchConfig' | 'themeName' | 'patchHubAddress' | 'overrides' | 'whileLoading'
> & {
  /** The address the router starts at. */
  route?: string;
  /** The screen's path pattern; without one it answers every address. */
  path?: string;
  /** Sees every request the screen sends to the hub, for tests of the query it carries. */
  onRequest?: (url: URL) => void;
};

/** Renders a content screen inside the shell's services, answered by a fresh demo hub. */
export async function renderScreen(screen: ReactElement, { route, path, onRequest, ...options }: RenderScreenOptions = {}) {
  return renderInDemoShell({
    ...options,
    ...(onRequest
      ? {
          wrapFetch: (demoFetch: typeof fetch) => (input: RequestInfo | URL, init?: RequestInit) => {
            const request = input instanceof Request && !init ? input : new Request(input, init);
            onRequest(new URL(request.url));
            return demoFetch(request);
          },
        }
      : {}),
    routes: [{ path: path ?? '*', element: screen }, ...(path ? [{ path: '*', Component: Elsewhere }] : [])],
    entry: route ?? '/',
  });
}
