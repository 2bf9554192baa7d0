import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Cart } from '@companion/hub-client';
import { BookingGate } from '@companion/session';
import { HubDataState, useGuestLocale, useMessages } from '@companion/shell';
import { Button, EmptyState, formatPrice, Spinner, textLink, visuallyHidden } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';
import { cartStore } from '../cart/cart-store';
import { groupCart } from '../cart/group-cart';
import { useCart, type CartFreshness } from '../cart/use-cart';
import { BasketGroups, type Removal } from './BasketGroups';
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
  const { locale, currency } = useGuestLocale();
  const groups = useMemo(() => groupCart(cart.excursions), [cart]);
  const [removed, setRemoved] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const removedFrom = useRef<Cart | undefined>(undefined);

  // A Remove button goes with its row: focus moves first to the next guest's Remove button, or to
  // this status when the basket is now empty, and the status says who went from which excursion
  // (a guest may be in several) and the new total.
  function onRemoved({ name, excursion, cart: next, neighbour }: Removal) {
    (neighbour ?? status.current)?.focus();
    removedFrom.current = next;
    setRemoved(t('removed', { name, excursion, total: formatPrice(next.totalPrice, locale, currency) }));
    cartStore.setState({ cart: next });
  }
  // Should the neighbour have gone too (the hub's answer changed more than the one row), focus
  // does not stay on the page's body.
  useLayoutEffect(() => {
    if (removedFrom.current !== cart) return;
    removedFrom.current = undefined;
    if (document.activeElement === document.body || !document.activeElement?.isConnected) status.current?.focus();
  }, [cart]);

  return (
    <>
      {/* Always there, so a screen reader hears what comes into it; takes no room while empty. */}
      <p ref={status} role="status" tabIndex={-1} className={removed ? styles.meta : visuallyHidden}>
        {removed}
      </p>
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
          <BasketGroups groups={groups} onRemoved={onRemoved} />
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
