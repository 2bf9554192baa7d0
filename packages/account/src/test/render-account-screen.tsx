import type { ReactElement } from 'react';
import type { demoGuests } from '@companion/hub-sim';
import { renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';
import { accountFeature } from '../account-feature';

export type RenderAccountOptions = Pick<
  DemoShellOptions,
  'device' | 'patchConfig' | 'overrides' | 'seed' | 'wrapFetch' | 'whileLoading'
> & {
  /** The demo guest logged in; Smith by default. */
  guest?: keyof typeof demoGuests;
  /** Every hub call after the login fails as with an expired session (the error state). */
  brokenHub?: boolean;
};

/** An account screen for a demo guest logged in on a fresh demo hub, with the account's contribution installed. */
export async function renderAccountScreen(screen: ReactElement, { brokenHub, guest = 'smith', ...options }: RenderAccountOptions = {}) {
  const view = await renderInDemoShell({
    ...options,
    guest,
    expiredSession: Boolean(brokenHub),
    features: [accountFeature],
    routes: [{ path: '*', element: screen }],
    entry: '/',
  });
  return { ...view, guest: view.guest! };
}
