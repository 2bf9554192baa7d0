import { useRef, useState } from 'react';
import { imageWidths, photoImageAddress, type HubId, type PhotoCart, type PhotoConfig } from '@companion/hub-client';
import { useGuestLocale, useHub, useMessages } from '@companion/shell';
import { Button, FallbackImage, formatPrice } from '@companion/ui';
import { pictureOf } from '../myphotos/photo-name';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { photoTotal } from '../rules/cart-summary';
import { removeFromCart } from '../store/photo-actions';

/** The photos in the cart with their copies, what each costs, and the offer and free marks. */
export function CartPhotos({ cart, config }: { cart: PhotoCart; config: PhotoConfig }) {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  const { locale, currency } = useGuestLocale();
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const variantName = (id: HubId) => config.variants.find((variant) => String(variant.id) === String(id))?.blurb ?? String(id);

  async function remove(change: Parameters<typeof removeFromCart>[1]) {
    if (busy.current) return;
    busy.current = true;
    const result = await removeFromCart(hub, change);
    busy.current = false;
    setFailed(!result.ok);
  }

  const photos = cart.photos.filter((photo) => photo.variants.some((variant) => variant.count > 0));
  return (
    <>
      <ul className={styles.cartList} aria-label={t('cartPhotos')}>
        {photos.map((photo, index) => {
          const name = photo.caption ?? t('photoNumber', { number: index + 1 });
          return (
            <li key={String(photo.id)} className={styles.cartItem}>
              <FallbackImage
                className={styles.cartImage}
                src={photoImageAddress(hub, pictureOf(photo), imageWidths.thumbnail)}
                alt=""
                loading="lazy"
              />
              <div>
                <strong>{name}</strong>
                <ul className={styles.plainList}>
                  {photo.variants
                    .filter((variant) => variant.count > 0)
                    .map((variant) => (
                      <li key={String(variant.id)}>
                        {t('variantLine', { count: variant.count, variant: variantName(variant.id) })}
                        {' – '}
                        {formatPrice(variant.total ?? 0, locale, currency)}
                      </li>
                    ))}
                </ul>
                {photo.isDiscounted ? <span className={styles.badge}>{t('offerPrice')}</span> : null}{' '}
                {photo.isFreeVariant ? <span className={styles.badge}>{t('free')}</span> : null}
                <p className={styles.price}>{formatPrice(photoTotal(photo), locale, currency)}</p>
              </div>
              <Button
                className={styles.cartRemove}
                aria-label={t('removePhoto', { name })}
                onClick={() => void remove({ photos: [{ id: photo.id }] })}
              >
                {t('remove')}
              </Button>
            </li>
          );
        })}
        {cart.totals.bulkAdded && cart.totals.bulkName ? (
          <li className={styles.cartItem}>
            <span />
            <div>
              <strong>{t('bulkPackage', { name: cart.totals.bulkName })}</strong>
              <p className={styles.price}>{formatPrice(cart.totals.bulkTotal ?? 0, locale, currency)}</p>
            </div>
            {cart.bulkPackageId !== null && cart.bulkPackageId !== undefined ? (
              <Button
                className={styles.cartRemove}
                aria-label={t('removeBulk', { name: cart.totals.bulkName })}
                onClick={() => void remove({ bulkPackageId: cart.bulkPackageId! })}
              >
                {t('remove')}
              </Button>
            ) : null}
          </li>
        ) : null}
      </ul>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('basketUpdateFailed')}
        </p>
      ) : null}
    </>
  );
}
