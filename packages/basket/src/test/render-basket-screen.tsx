import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createHubClient, loginByPms, updateCart, type CartChange, type HubClient } from '@companion/hub-client';
import { connectDemoDevice, demoGuests } from '@companion/hub-sim';
import { clearAuthentication, completeLogin } from '@companion/session';
import { installFeatures, ShellProvider } from '@companion/shell';
import { basketFeature } from '../basket-feature';
import { untilScreenLoaded } from '@companion/test-harness';
import { loadCart } from '../cart/cart-store';

export type RenderBasketOptions = {
  /** Returns while the screen still shows its spinner (tests of the loading state); otherwise waits for the data. */
  whileLoading?: boolean;
  /** What the demo guest has put in the cart before the screen opens. */
  cart?: CartChange[];
  /** The screen's address, with navigation state (the confirmation's order). */
  entry?: { pathname: string; state?: unknown };
  /** Every hub call fails as with an expired session (the error state). */
  brokenHub?: boolean;
  /** Routes beside the screen, to see where it leads. */
  others?: Record<string, () => ReactElement>;
  /** The cart is already saved on the device (as after a reload) before the screen opens. */
  savedCart?: boolean;
  /**
   * Stands between the app and the demo hub, to lose or garble one answer while the demo hub
   * still does the work: `(demoFetch) => (input, init) => ...`.
   */
  wrapFetch?: (demoFetch: typeof fetch) => typeof fetch;
};

// The basket's stores are wiped at logout and loaded at login, as in the apps.
installFeatures([basketFeature]);

/** A basket screen for the demo guest Smith, logged in on a fresh demo hub. */
export async function renderBasketScreen(path: string, screen: () => ReactElement, options: RenderBasketOptions = {}) {
  const holder: { sessionId?: string } = {};
  const session = await connectDemoDevice('App', { getSessionId: () => holder.sessionId });
  const guest = demoGuests.smith;
  const login = await loginByPms(session.hub, { accountNumber: guest.accountNumber, location: guest.cabin, pinNo: guest.pin });
  if (!login.ok) throw new Error('demo login failed');
  holder.sessionId = login.value.sessionId;
  clearAuthentication();
  completeLogin(login.value, 'RemotePms');
  if (options.cart?.length) await updateCart(session.hub, options.cart);
  if (options.savedCart) await loadCart(session.hub);
  if (options.brokenHub) holder.sessionId = 'expired';
  const hub = options.wrapFetch
    ? createHubClient({
        hubApiUrl: session.hubAddress.hubApiUrl,
        fetch: options.wrapFetch(session.demo.fetch),
        getSessionId: () => holder.sessionId,
        logger: { warn: () => {}, error: () => {} },
      })
    : session.hub;
  const router = createMemoryRouter(
    [
      { path, Component: screen },
      ...Object.entries(options.others ?? {}).map(([otherPath, Component]) => ({ path: otherPath, Component })),
    ],
    { initialEntries: [options.entry ?? path] },
  );
  const services = {
    appKind: 'guest' as const,
    hub,
    hubAddress: session.hubAddress,
    deviceConfig: session.deviceConfig,
    themeName: 'classic' as const,
  };
  const view = render(
    <ShellProvider services={services}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  if (!options.whileLoading) await untilScreenLoaded();
  return { ...view, router, hub: hub as HubClient, demoState: session.demo.state, guestId: guest.id };
}
