import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PhotoCart } from '@companion/hub-client';
import { HubDataState, shellMessages, useHub, useHubData, useMessages } from '@companion/shell';
import { Button, EmptyState, textLink } from '@companion/ui';
import { PhotoPage } from '../gate/PhotoPage';
import { OfferMessages } from '../offers/OfferMessages';
import { photoPaths } from '../photo-paths';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { cartSummary } from '../rules/cart-summary';
import { emptyCart } from '../store/photo-actions';
import { usePhotoCart } from '../store/use-photo-cart';
import { CartPhotos } from './CartPhotos';
import { CartTotals } from './CartTotals';
import { loadCartPage } from './load-cart-page';
import { OrderForm } from './OrderForm';

/** /photomatch/cart: photos and package, totals, offers, conditions, and the order. */
export function CartScreen() {
  const t = useMessages(photomatchMessages);
  return (
    <PhotoPage title={t('cartTitle')}>
      <Cart />
    </PhotoPage>
  );
}

function Cart() {
  const t = useMessages(photomatchMessages);
  const view = usePhotoCart();
  return (
    <HubDataState data={view.data} loadingLabel={t('loadingCart')} failedTitle={t('cartFailed')}>
      {(cart) => <FilledCart cart={cart} current={view.current} stale={view.stale} retry={view.retry} />}
    </HubDataState>
  );
}

function FilledCart({ cart, current, stale, retry }: { cart: PhotoCart; current: boolean; stale: boolean; retry: () => void }) {
  const t = useMessages(photomatchMessages);
  const page = useHubData(loadCartPage);
  // The empty cart keeps its way back to the photos, which HubDataState's empty sentence has no room for.
  if (cartSummary(cart).isEmpty) {
    return (
      <>
        {/* An empty cart answered from a saved copy may not be empty on the hub (photos added on another device). */}
        {stale ? <StaleNotice retry={retry} /> : null}
        <EmptyState
          title={t('emptyCart')}
          action={
            <Link className={textLink} to={photoPaths.myPhotos}>
              {t('browsePhotos')}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <HubDataState data={page} loadingLabel={t('loadingCart')} failedTitle={t('cartFailed')}>
      {(value) => (
        <>
          {stale ? <StaleNotice retry={retry} /> : null}
          <CartPhotos cart={cart} config={value.config} />
          <CartTotals cart={cart} />
          <OfferMessages cart={cart} config={value.config} />
          <EmptyCartButton />
          {/* Ordering a cart the hub may no longer hold would order the wrong photos: only a refreshed cart is ordered. */}
          <OrderForm cart={cart} page={value} canOrder={current} />
        </>
      )}
    </HubDataState>
  );
}

/** The cart on screen is a saved copy the hub could not confirm. */
function StaleNotice({ retry }: { retry: () => void }) {
  const t = useMessages(photomatchMessages);
  const shell = useMessages(shellMessages);
  return (
    <div className={styles.note} role="alert">
      <p>{t('cartStale')}</p>
      <Button onClick={retry}>{shell('tryAgain')}</Button>
    </div>
  );
}

function EmptyCartButton() {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  const [status, setStatus] = useState<'idle' | 'emptying' | 'failed'>('idle');
  const busy = useRef(false);
  async function empty() {
    if (busy.current) return;
    busy.current = true;
    setStatus('emptying');
    const result = await emptyCart(hub);
    busy.current = false;
    setStatus(result.ok ? 'idle' : 'failed');
  }
  return (
    <div className={styles.actions}>
      <Button onClick={() => void empty()} disabled={status === 'emptying'}>
        {status === 'emptying' ? t('emptyingCart') : t('emptyTheCart')}
      </Button>
      {status === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('basketUpdateFailed')}
        </p>
      ) : null}
    </div>
  );
}
