import { Link, useLocation } from 'react-router';
import { photoViewAddress, photoZipAddress, type PhotoOrder } from '@companion/hub-client';
import { useDateLocale, useDeviceType, useGuestLocale, useHub, useMessages } from '@companion/shell';
import { EmptyState, formatDate, formatPrice, textLink } from '@companion/ui';
import { orderFromState } from '../confirmation/OrderConfirmationScreen';
import { PhotoPage } from '../gate/PhotoPage';
import { photoPaths } from '../photo-paths';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { orderDownloads } from '../rules/order-downloads';

/**
 * /photomatch/orderDetail: the order passed in navigation state (bookable-services.md §2): status,
 * totals and its digital photos to view, with a zip above 9 photos; nothing to download on a kiosk.
 */
export function OrderDetailScreen() {
  const t = useMessages(photomatchMessages);
  const order = orderFromState(useLocation().state);
  return (
    <PhotoPage title={order ? t('orderDetailTitle', { orderId: String(order.orderId) }) : t('ordersTitle')}>
      {order ? (
        <OrderDetail order={order} />
      ) : (
        <EmptyState
          title={t('orderMissing')}
          action={
            <Link className={textLink} to={photoPaths.orders}>
              {t('backToOrders')}
            </Link>
          }
        />
      )}
    </PhotoPage>
  );
}

function OrderDetail({ order }: { order: PhotoOrder }) {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  const { locale, currency } = useGuestLocale();
  const dateLocale = useDateLocale();
  const downloads = orderDownloads(order, useDeviceType() === 'Kiosk');
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('orderStatus')}</dt>
        <dd>{order.status}</dd>
        <dt>{t('orderDate')}</dt>
        <dd>{formatDate(order.date, dateLocale)}</dd>
        <dt>{t('orderItems')}</dt>
        <dd>{order.totals.grandCount}</dd>
        <dt>{t('orderTotal')}</dt>
        <dd className={styles.price}>{formatPrice(order.totals.grandTotal, locale, currency)}</dd>
      </dl>
      <h2 className={styles.subtitle}>{t('digitalPhotos')}</h2>
      {downloads.kind === 'none' ? <p>{t('noDigital')}</p> : null}
      {downloads.kind === 'kiosk' ? <p className={styles.note}>{t('downloadOnKiosk')}</p> : null}
      {downloads.kind === 'not-ready' ? <p className={styles.note}>{t('digitalNotReady')}</p> : null}
      {downloads.kind === 'ready' ? (
        <>
          {downloads.zip ? (
            <p>
              <a className={`${textLink} ${styles.downloadLink}`} href={photoZipAddress(hub, downloads.zip)} download={downloads.zip}>
                {t('downloadZip')}
              </a>
            </p>
          ) : null}
          <ul className={styles.plainList}>
            {downloads.photos.map((name, index) => (
              <li key={name}>
                <a className={`${textLink} ${styles.downloadLink}`} href={photoViewAddress(hub, name)} target="_blank" rel="noreferrer">
                  {t('viewPhoto', { number: index + 1 })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className={textLink} to={photoPaths.orders}>
        {t('backToOrders')}
      </Link>
    </>
  );
}
