import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Cart } from '@companion/hub-client';
import { BookingGate } from '@companion/session';
import { HubDataState, useMessages } from '@companion/shell';
import { Button, EmptyState, Spinner, textLink } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';
import { groupCart } from '../cart/group-cart';
import { useCart, type CartFreshness } from '../cart/use-cart';
import { BasketGroups } from './BasketGroups';
import { CheckoutForm } from './CheckoutForm';

/** /basket: the guest's excursions waiting to be ordered, and the checkout. */
export function BasketScreen() {
  const t = useMessages(basketMessages);
  const { data, freshness } = useCart();
  return (
    <section className={styles.page} aria-labelledby="basket-title">
      <h1 id="basket-title" className={styles.title}>
        {t('basketTitle')}
      </h1>
      <HubDataState data={data} loadingLabel={t('loadingBasket')} failedTitle={t('basketFailed')}>
        {(cart) => <BasketContents cart={cart} freshness={freshness} retry={data.retry} />}
      </HubDataState>
    </section>
  );
}

type BasketContentsProps = { cart: Cart; freshness: CartFreshness; retry: () => void };

/** The basket on screen, saying whether it is being refreshed or may be out of date. */
function BasketContents({ cart, freshness, retry }: BasketContentsProps) {
  const t = useMessages(basketMessages);
  const groups = useMemo(() => groupCart(cart.excursions), [cart]);
  return (
    <>
      {cart.excursions.length === 0 ? (
        // Not HubDataState's `empty`: the empty basket offers a way home.
        <EmptyState
          title={t('emptyBasket')}
          action={
            <Link to="/" className={textLink}>
              {t('backHome')}
            </Link>
          }
        />
      ) : null}
      {freshness === 'refreshing' ? <Spinner label={t('refreshingBasket')} /> : null}
      {freshness === 'stale' ? (
        <div className={styles.note} role="alert">
          <p id="basket-stale">{t('basketStale')}</p>
          <Button onClick={retry}>{t('tryAgain')}</Button>
        </div>
      ) : null}
      {cart.excursions.length > 0 ? (
        <>
          <BasketGroups groups={groups} />
          {/* Ordering what the hub may no longer hold would book the wrong things: only a refreshed basket can be ordered. */}
          {/* A blocked account may still hold entries (added before the block, or on another device): it may not order them (§5). */}
          <BookingGate>
            <CheckoutForm cart={cart} canOrder={freshness === 'current'} />
          </BookingGate>
        </>
      ) : null}
    </>
  );
}
