import type { ReactElement } from 'react';
import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';

export type RenderExcursionOptions = Pick<
  DemoShellOptions,
  'entry' | 'device' | 'guest' | 'patchConfig' | 'overrides' | 'prepare' | 'whileLoading' | 'wrapFetch' | 'themeName'
>;

/** An excursions screen in the shell on a fresh demo hub, at `path`, for the guest (or nobody). */
export async function renderExcursionScreen(path: string, screen: () => ReactElement, options: RenderExcursionOptions) {
  return renderInDemoShell({
    ...options,
    routes: [
      { path, Component: screen },
      { path: '*', Component: Elsewhere },
    ],
  });
}
