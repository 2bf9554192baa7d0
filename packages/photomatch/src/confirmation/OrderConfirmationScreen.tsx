import { Link, useLocation } from 'react-router';
import { photoOrderSchema } from '@companion/hub-client';
import { openGuestState } from '@companion/session';
import { useGuestLocale, useMessages } from '@companion/shell';
import { EmptyState, formatPrice, textLink } from '@companion/ui';
import { PhotoPage } from '../gate/PhotoPage';
import { OrderLink } from '../orders/OrderLink';
import { photoPaths } from '../photo-paths';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';

/**
 * The order the cart or the orders list passed in navigation state, checked: kept for this guest's
 * session only, so after a logout the next guest's Back finds none; a typed address has none.
 */
export function orderFromState(state: unknown) {
  const opened = openGuestState(state);
  const order = opened && typeof opened === 'object' ? (opened as { order?: unknown }).order : undefined;
  const parsed = photoOrderSchema.safeParse(order);
  return parsed.success ? parsed.data : undefined;
}

/** /photomatch/orderconfirmation: thanks, the order number and total, and the way to the orders. */
export function OrderConfirmationScreen() {
  const t = useMessages(photomatchMessages);
  const { locale, currency } = useGuestLocale();
  const order = orderFromState(useLocation().state);
  return (
    <PhotoPage title={t('confirmationTitle')}>
      {order ? (
        <>
          <p className={styles.lead}>{t('confirmationText', { orderId: String(order.orderId) })}</p>
          <p className={styles.totalRow}>
            <span>{t('confirmationTotal')}</span>
            <span>{formatPrice(order.totals.grandTotal, locale, currency)}</span>
          </p>
          <p className={styles.muted}>{t('confirmationItems', { count: order.totals.grandCount })}</p>
          <p className={styles.actions}>
            <OrderLink className={textLink} order={order}>
              {t('openOrder', { orderId: String(order.orderId) })}
            </OrderLink>
            <Link className={textLink} to={photoPaths.orders}>
              {t('viewOrders')}
            </Link>
          </p>
        </>
      ) : (
        <EmptyState
          title={t('confirmationMissing')}
          action={
            <Link className={textLink} to={photoPaths.orders}>
              {t('viewOrders')}
            </Link>
          }
        />
      )}
    </PhotoPage>
  );
}
