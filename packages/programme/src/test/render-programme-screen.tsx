import type { ReactElement } from 'react';
import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';
import { whereAndWhenHandlers } from '@companion/hub-sim';

export type RenderProgrammeOptions = Partial<
  Pick<DemoShellOptions, 'entry' | 'device' | 'guest' | 'patchConfig' | 'overrides' | 'seed' | 'whileLoading' | 'themeName' | 'wrapFetch'>
>;

/**
 * A programme screen in the shell on a fresh demo hub. where-and-when's handler goes first until
 * the content handlers stop answering cms/articles/whereAndWhen/ as an article id.
 */
export async function renderProgrammeScreen(path: string, screen: () => ReactElement, options: RenderProgrammeOptions & { entry: string }) {
  return renderInDemoShell({
    ...options,
    overrides: [...(options.overrides ?? []), ...whereAndWhenHandlers()],
    routes: [
      { path, Component: screen },
      { path: '*', Component: Elsewhere },
    ],
  });
}
