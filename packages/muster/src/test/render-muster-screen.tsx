import type { ReactElement } from 'react';
import { musterContentHandlers } from '@companion/hub-sim';
import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';

export type RenderMusterOptions = Partial<Pick<DemoShellOptions, 'entry'>> &
  Pick<DemoShellOptions, 'device' | 'guest' | 'patchConfig' | 'overrides' | 'prepare' | 'whileLoading' | 'seed' | 'wrapFetch'>;

/**
 * A muster screen in the shell on a fresh demo hub at `path`, for the Smiths unless told. The
 * muster area's content answers (safety video, schedule) go first: the demo hub lists areas
 * after the content area's catch-all hashtag answer.
 */
export async function renderMusterScreen(path: string, screen: () => ReactElement, options: RenderMusterOptions = {}) {
  return renderInDemoShell({
    guest: 'smith',
    ...options,
    entry: options.entry ?? path,
    overrides: [...(options.overrides ?? []), ...musterContentHandlers()],
    routes: [
      { path, Component: screen },
      { path: '*', Component: Elsewhere },
    ],
  });
}
