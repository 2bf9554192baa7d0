import { useMemo } from 'react';
import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { Button, EmptyState, ErrorState, Spinner, textLink } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';
import { groupCart } from '../cart/group-cart';
import { useCart } from '../cart/use-cart';
import { BasketGroups } from './BasketGroups';
import { CheckoutForm } from './CheckoutForm';

/** /basket: the guest's excursions waiting to be ordered, and the checkout. */
export function BasketScreen() {
  const t = useMessages(basketMessages);
  const view = useCart();
  const cart = view.status === 'ready' ? view.cart : undefined;
  const groups = useMemo(() => (cart ? groupCart(cart.excursions) : []), [cart]);
  return (
    <section className={styles.page} aria-labelledby="basket-title">
      <h1 id="basket-title" className={styles.title}>
        {t('basketTitle')}
      </h1>
      {view.status === 'loading' ? <Spinner label={t('loadingBasket')} /> : null}
      {view.status === 'failed' ? <ErrorState title={t('basketFailed')} retryLabel={t('tryAgain')} onRetry={view.retry} /> : null}
      {view.status === 'ready' && view.cart.excursions.length === 0 ? (
        <EmptyState
          title={t('emptyBasket')}
          action={
            <Link to="/" className={textLink}>
              {t('backHome')}
            </Link>
          }
        />
      ) : null}
      {view.status === 'ready' && view.freshness === 'refreshing' ? <Spinner label={t('refreshingBasket')} /> : null}
      {view.status === 'ready' && view.freshness === 'stale' ? (
        <div className={styles.note} role="alert">
          <p id="basket-stale">{t('basketStale')}</p>
          <Button onClick={view.retry}>{t('tryAgain')}</Button>
        </div>
      ) : null}
      {view.status === 'ready' && view.cart.excursions.length > 0 ? (
        <>
          <BasketGroups groups={groups} />
          {/* Ordering what the hub may no longer hold would book the wrong things: only a refreshed basket can be ordered. */}
          <CheckoutForm cart={view.cart} canOrder={view.freshness === 'current'} />
        </>
      ) : null}
    </section>
  );
}
