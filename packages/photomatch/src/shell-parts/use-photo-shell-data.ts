import { useEffect } from 'react';
import { useIsAuthenticated } from '@companion/session';
import { useHub } from '@companion/shell';
import { usePhotoMatchEnabled } from '../gate/use-photo-match-enabled';
import { loadConsent, loadPhotoCart } from '../store/photo-actions';
import { photoStore } from '../store/photo-store';

/**
 * What the sub-header button and the banner read: consent and cart of a logged-in guest on a ship
 * that sells photos. Asked of the hub once per start when not known yet (a saved copy counts),
 * so a guest who never opens the shop still sees the amount of a cart filled on another visit.
 */
export function usePhotoShellData() {
  const hub = useHub();
  const enabled = usePhotoMatchEnabled();
  const authenticated = useIsAuthenticated();
  const consent = photoStore((state) => state.consent);
  const cart = photoStore((state) => state.cart);
  const active = enabled && authenticated;
  useEffect(() => {
    if (!active) return;
    if (photoStore.getState().consent === undefined) {
      void loadConsent(hub).then((ok) => {
        if (ok && photoStore.getState().consent === true && !photoStore.getState().cart) void loadPhotoCart(hub);
      });
    } else if (photoStore.getState().consent === true && !photoStore.getState().cart) {
      void loadPhotoCart(hub);
    }
  }, [active, hub]);
  return { active, consent: active ? consent : undefined, cart: active ? cart : undefined };
}
