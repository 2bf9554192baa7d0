import { getPhotoOrders } from '@companion/hub-client';
import { HubDataState, useDateLocale, useGuestLocale, useHubData, useMessages } from '@companion/shell';
import { formatDate, formatPrice } from '@companion/ui';
import { PhotoPage } from '../gate/PhotoPage';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { OrderLink } from './OrderLink';

/** /photomatch/orders: every photo order of the guest, each opening its detail (order in navigation state). */
export function OrdersScreen() {
  const t = useMessages(photomatchMessages);
  const { locale, currency } = useGuestLocale();
  const dateLocale = useDateLocale();
  const orders = useHubData(getPhotoOrders);
  return (
    <PhotoPage title={t('ordersTitle')}>
      <HubDataState
        data={orders}
        loadingLabel={t('loadingOrders')}
        failedTitle={t('ordersFailed')}
        empty={{ when: (value) => value.length === 0, title: t('noOrders') }}
      >
        {(value) => (
          <ul className={styles.orderList}>
            {value.map((order) => (
              <li key={String(order.orderId)}>
                <OrderLink className={styles.orderLink} order={order}>
                  <strong>{t('openOrder', { orderId: String(order.orderId) })}</strong>
                  <span>{formatDate(order.date, dateLocale)}</span>
                  <span>{order.status}</span>
                  <span>{t('confirmationItems', { count: order.totals.grandCount })}</span>
                  <span className={styles.price}>{formatPrice(order.totals.grandTotal, locale, currency)}</span>
                </OrderLink>
              </li>
            ))}
          </ul>
        )}
      </HubDataState>
    </PhotoPage>
  );
}
