import type { PhotoCart } from '@companion/hub-client';
import { useGuestLocale, useMessages } from '@companion/shell';
import { formatPrice } from '@companion/ui';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { cartSummary } from '../rules/cart-summary';

/** Grand total, counts, free credits and the upgrade on offer, as the hub priced them. */
export function CartTotals({ cart }: { cart: PhotoCart }) {
  const t = useMessages(photomatchMessages);
  const { locale, currency } = useGuestLocale();
  const summary = cartSummary(cart);
  return (
    <div className={styles.totals}>
      <p className={styles.totalRow}>
        <span>{t('grandTotal')}</span>
        <span>{formatPrice(summary.grandTotal, locale, currency)}</span>
      </p>
      <p className={styles.muted}>
        {t('itemCount', { count: summary.itemCount })}
        {' · '}
        {t('photosInCart', { count: summary.photoCount })}
      </p>
      {summary.freeCreditsRemaining > 0 ? <p>{t('freeCredits', { count: summary.freeCreditsRemaining })}</p> : null}
      {summary.upgrade ? (
        <p>{t('upgradeHint', { name: summary.upgrade.name, price: formatPrice(summary.upgrade.price, locale, currency) })}</p>
      ) : null}
    </div>
  );
}
