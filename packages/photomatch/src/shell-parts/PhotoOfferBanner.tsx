import { Link } from 'react-router';
import type { PhotoCart } from '@companion/hub-client';
import { useGuestLocale, useMessages } from '@companion/shell';
import { offerText } from '../offers/offer-text';
import { photoPaths } from '../photo-paths';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { missedOffers } from '../rules/missed-offers';
import { usePhotoConfig } from '../store/use-photo-config';
import { usePhotoShellData } from './use-photo-shell-data';

/**
 * The special-offer banner for photo groups (platform.md §2.2), under the sub-header: each offer's
 * blurb, or, once the cart is close to one, what the guest would still gain. Only for a guest who
 * opted in; the apps put it in the shell's `banner` slot.
 */
export function PhotoOfferBanner() {
  const { consent, cart } = usePhotoShellData();
  if (consent !== true) return null;
  return <Offers cart={cart} />;
}

function Offers({ cart }: { cart: PhotoCart | undefined }) {
  const t = useMessages(photomatchMessages);
  const { locale, currency } = useGuestLocale();
  const config = usePhotoConfig();
  if (config.status !== 'ready' || config.value.photoGroups.length === 0) return null;
  const missed = missedOffers(cart, config.value);
  const lines = config.value.photoGroups.map((offer) => {
    const close = missed.find((candidate) => String(candidate.offerId) === String(offer.id));
    return { id: String(offer.id), text: close ? offerText(close, t, locale, currency) : offer.blurb };
  });
  return (
    <aside className={styles.banner} aria-label={t('banner')}>
      <ul className={styles.bannerList} aria-live="polite">
        {lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ul>
      <Link className={styles.bannerLink} to={photoPaths.myPhotos}>
        {t('bannerLink')}
      </Link>
    </aside>
  );
}
