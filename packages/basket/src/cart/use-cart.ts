import { useCallback, useEffect, useState } from 'react';
import { useHub } from '@companion/shell';
import { cartStore, loadCart } from './cart-store';

export type CartView =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; cart: NonNullable<ReturnType<typeof cartStore.getState>['cart']> };

/**
 * The basket as the screen shows it: the saved cart at once, refreshed from the hub on every
 * visit (another page may have added to it). Only with nothing saved does a failure show.
 */
export function useCart(): CartView {
  const hub = useHub();
  const cart = cartStore((state) => state.cart);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setFailed(false);
    void loadCart(hub).then((ok) => {
      if (current && !ok) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [hub, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (cart) return { status: 'ready', cart };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}
