import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loginByPms, updateCart, type CartChange, type HubClient } from '@companion/hub-client';
import { connectDemoDevice, demoGuests } from '@companion/hub-sim';
import { clearAuthentication, completeLogin } from '@companion/session';
import { ShellProvider } from '@companion/shell';
import { untilScreenLoaded } from '@companion/test-harness';

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
};

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
  if (options.brokenHub) holder.sessionId = 'expired';
  const router = createMemoryRouter(
    [
      { path, Component: screen },
      ...Object.entries(options.others ?? {}).map(([otherPath, Component]) => ({ path: otherPath, Component })),
    ],
    { initialEntries: [options.entry ?? path] },
  );
  const services = {
    appKind: 'guest' as const,
    hub: session.hub,
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
  return { ...view, router, hub: session.hub as HubClient, demoState: session.demo.state, guestId: guest.id };
}
