import type { Cart } from '@companion/hub-client';
import { useHubData, type HubData } from '@companion/shell';
import { cartStore, refreshCart } from './cart-store';

/**
 * `current` once this visit's refresh succeeded; until then the cart on screen is the saved copy
 * (`refreshing`), and after a failed refresh it may no longer be what the hub holds (`stale`).
 */
export type CartFreshness = 'refreshing' | 'current' | 'stale';

export type CartView = {
  /** What `<HubDataState>` renders: the stored cart when there is one, else the refresh's state. */
  data: HubData<Cart> & { retry: () => void };
  freshness: CartFreshness;
};

const freshnessOf = { loading: 'refreshing', ready: 'current', failed: 'stale' } as const satisfies Record<
  HubData<Cart>['status'],
  CartFreshness
>;

/**
 * The basket as the screen shows it: the saved cart at once, refreshed from the hub on every
 * visit (another page may have added to it). With nothing saved a failure is an error state; with
 * a saved cart it is shown, but marked `stale`, so the guest never orders from an outdated copy.
 *
 * Why the cart is read from `cartStore` and not from `useHubData`'s answer alone: the cart is
 * guest data that outlives the screen. It is saved across reloads (slice `cart`), loaded at login,
 * changed by the excursion pages that add to it and by this screen's remove buttons and checkout,
 * all of which write the store. `useHubData` only runs the visit's refresh (which writes the store
 * too) and says whether it is still running or failed; the store says what the basket holds.
 */
export function useCart(): CartView {
  const refresh = useHubData(refreshCart);
  const cart = cartStore((state) => state.cart);
  const data = cart ? { status: 'ready' as const, value: cart, retry: refresh.retry } : refresh;
  return { data, freshness: freshnessOf[refresh.status] };
}
