import type { ReactElement } from 'react';
import { Elsewhere, renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';
import { reservationsFeature } from '../reservations-feature';

export type RenderReservationsOptions = Pick<
  DemoShellOptions,
  'entry' | 'device' | 'guest' | 'patchConfig' | 'overrides' | 'prepare' | 'whileLoading' | 'seed' | 'slots' | 'wrapFetch'
>;

/** A reservations screen in the shell on a fresh demo hub, at `path`, for the guest (or nobody). */
export async function renderReservationsScreen(path: string, screen: () => ReactElement, options: RenderReservationsOptions) {
  return renderInDemoShell({
    ...options,
    features: [reservationsFeature],
    routes: [
      { path, Component: screen },
      { path: '*', Component: Elsewhere },
    ],
  });
}
