import { Link } from 'react-router';
import { useGuestLocale, useMessages } from '@companion/shell';
import { formatPrice } from '@companion/ui';
import { photoPaths } from '../photo-paths';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { basketAmount } from '../rules/cart-summary';
import { usePhotoShellData } from './use-photo-shell-data';

/**
 * The photo basket button of the sub-header (platform.md §2.2): the cart's amount, shown only
 * when the cart has entries and the guest has given consent. The apps put it in the shell's
 * `subHeaderExtras` slot.
 */
export function PhotoBasketButton() {
  const t = useMessages(photomatchMessages);
  const { locale, currency } = useGuestLocale();
  const { consent, cart } = usePhotoShellData();
  const amount = basketAmount(cart, consent);
  if (amount === undefined) return null;
  const shown = formatPrice(amount, locale, currency);
  return (
    <Link className={styles.basketButton} to={photoPaths.cart} aria-label={t('basketButton', { amount: shown })}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"
        />
      </svg>
      <span>{shown}</span>
    </Link>
  );
}
