import { useCallback, useEffect, useState } from 'react';
import { useHub } from '@companion/shell';
import type { PhotoCart } from '@companion/hub-client';
import { loadPhotoCart } from './photo-actions';
import { photoStore } from './photo-store';

export type PhotoCartView =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; cart: PhotoCart; current: boolean; stale: boolean; retry: () => void };

/**
 * The photo cart, refreshed from the hub on every visit. The saved copy shows at once; `current`
 * turns true once this visit's refresh arrived, and only a current cart can be ordered.
 */
export function usePhotoCart(): PhotoCartView {
  const hub = useHub();
  const cart = photoStore((state) => state.cart);
  const [refresh, setRefresh] = useState<'pending' | 'done' | 'failed'>('pending');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setRefresh('pending');
    void loadPhotoCart(hub).then((ok) => {
      if (current) setRefresh(ok ? 'done' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [hub, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (cart) return { status: 'ready', cart, current: refresh === 'done', stale: refresh === 'failed', retry };
  return refresh === 'failed' ? { status: 'failed', retry } : { status: 'loading' };
}
