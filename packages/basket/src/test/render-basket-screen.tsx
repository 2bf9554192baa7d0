import type { ReactElement } from 'react';
import { updateCart, type CartChange } from '@companion/hub-client';
import { renderInDemoShell, type DemoShellOptions } from '@companion/screen-harness';
import { basketFeature } from '../basket-feature';
import { loadCart } from '../cart/cart-store';

export type RenderBasketOptions = Pick<DemoShellOptions, 'wrapFetch' | 'whileLoading' | 'guest'> & {
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
};

/** A basket screen for a demo guest (Smith unless told), logged in on a fresh demo hub, with the basket's contribution installed. */
export async function renderBasketScreen(path: string, screen: () => ReactElement, options: RenderBasketOptions = {}) {
  const { cart, savedCart, brokenHub, others, entry, guest = 'smith', ...rest } = options;
  const view = await renderInDemoShell({
    ...rest,
    guest,
    expiredSession: Boolean(brokenHub),
    features: [basketFeature],
    prepare: async (hub) => {
      if (cart?.length) await updateCart(hub, cart);
      if (savedCart) await loadCart(hub);
    },
    routes: [
      { path, Component: screen },
      ...Object.entries(others ?? {}).map(([otherPath, Component]) => ({ path: otherPath, Component })),
    ],
    entry: entry ?? path,
  });
  return { ...view, guestId: view.guest!.id };
}
