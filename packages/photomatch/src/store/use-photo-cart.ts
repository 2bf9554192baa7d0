import type { PhotoCart } from '@companion/hub-client';
import { useHubData, type HubData } from '@companion/shell';
import { refreshPhotoCart } from './photo-actions';
import { photoStore } from './photo-store';

export type PhotoCartView = {
  /** For `<HubDataState>`: the store's cart when there is one, else this visit's request. */
  data: HubData<PhotoCart> & { retry: () => void };
  /** This visit's refresh arrived: only a current cart can be ordered. */
  current: boolean;
  /** The refresh failed while a saved cart is shown: it may be out of date. */
  stale: boolean;
  retry: () => void;
};

/**
 * The photo cart, refreshed from the hub on every visit. The store stays the source (the cart is
 * guest data saved across reloads and changed by the large view, the packages and the cart's own
 * buttons); `useHubData` runs the visit's refresh and says whether it is running or failed, as
 * the basket's `useCart` does (docs/decisions.md, issue 13 point 1).
 */
export function usePhotoCart(): PhotoCartView {
  const cart = photoStore((state) => state.cart);
  const refresh = useHubData(refreshPhotoCart);
  // No cart after an answer only once logout has wiped the store: nothing of the guest is shown.
  const data: PhotoCartView['data'] = cart
    ? { status: 'ready', value: cart, retry: refresh.retry }
    : refresh.status === 'ready'
      ? { status: 'loading', retry: refresh.retry }
      : refresh;
  return { data, current: refresh.status === 'ready', stale: refresh.status === 'failed', retry: refresh.retry };
}
