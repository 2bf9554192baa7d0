import { useCallback, useEffect, useState } from 'react';
import { useHub } from '@companion/shell';
import { cartStore, loadCart } from './cart-store';

/**
 * `current` once this visit's refresh succeeded; until then the cart on screen is the saved copy
 * (`refreshing`), and after a failed refresh it may no longer be what the hub holds (`stale`).
 */
export type CartFreshness = 'refreshing' | 'current' | 'stale';

export type CartView =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; cart: NonNullable<ReturnType<typeof cartStore.getState>['cart']>; freshness: CartFreshness; retry: () => void };

/**
 * The basket as the screen shows it: the saved cart at once, refreshed from the hub on every
 * visit (another page may have added to it). With nothing saved a failure is an error state; with
 * a saved cart it is shown, but marked `stale`, so the guest never orders from an outdated copy.
 */
export function useCart(): CartView {
  const hub = useHub();
  const cart = cartStore((state) => state.cart);
  const [refresh, setRefresh] = useState<'pending' | 'done' | 'failed'>('pending');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setRefresh('pending');
    void loadCart(hub).then((ok) => {
      if (current) setRefresh(ok ? 'done' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [hub, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (cart) return { status: 'ready', cart, freshness: freshnessOf[refresh], retry };
  return refresh === 'failed' ? { status: 'failed', retry } : { status: 'loading' };
}

const freshnessOf = { pending: 'refreshing', done: 'current', failed: 'stale' } as const satisfies Record<string, CartFreshness>;
