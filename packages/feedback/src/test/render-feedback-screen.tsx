import type { ReactElement } from 'react';
import { feedbackContentHandlers } from '@companion/hub-sim';
import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';

export type RenderFeedbackOptions = Pick<
  DemoShellOptions,
  'entry' | 'device' | 'guest' | 'patchConfig' | 'overrides' | 'prepare' | 'whileLoading' | 'seed' | 'wrapFetch'
>;

/**
 * A ratings or problems screen in the shell on a fresh demo hub at `path`. The feedback area's
 * content answers (the all-in-one category, the problem tiles) go first: the demo hub lists
 * areas after the content area's catch-all hashtag answer.
 */
export async function renderFeedbackScreen(path: string, screen: () => ReactElement, options: RenderFeedbackOptions) {
  return renderInDemoShell({
    ...options,
    overrides: [...(options.overrides ?? []), ...feedbackContentHandlers()],
    routes: [
      { path, Component: screen },
      { path: '*', Component: Elsewhere },
    ],
  });
}
