import type { ReactElement } from 'react';
import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';

export type RenderWayfinderOptions = Omit<DemoShellOptions, 'routes' | 'entry'> & { entry?: string };

/** A wayfinder screen (or the panel) in the shell on a fresh demo hub, at `path`. */
export async function renderWayfinderScreen(path: string, screen: () => ReactElement, options: RenderWayfinderOptions = {}) {
  return renderInDemoShell({
    ...options,
    entry: options.entry ?? path,
    routes: [
      { path, Component: screen },
      { path: '*', Component: Elsewhere },
    ],
  });
}

/** Watches the demo hub's requests: the addresses asked, without the hub's base. */
export function watchRequests(asked: string[]) {
  return (demoFetch: typeof fetch): typeof fetch =>
    (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      asked.push(url.replace(/^.*\/api\//, ''));
      return demoFetch(input, init);
    };
}
