import type { PhotoCart, PhotoConfig } from '@companion/hub-client';
import { useGuestLocale, useMessages } from '@companion/shell';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { missedOffers } from '../rules/missed-offers';
import { offerText } from './offer-text';

/** The photo-group offers the guest is about to miss, under the cart. Nothing when none. */
export function OfferMessages({ cart, config }: { cart: PhotoCart; config: PhotoConfig }) {
  const t = useMessages(photomatchMessages);
  const { locale, currency } = useGuestLocale();
  const offers = missedOffers(cart, config);
  if (offers.length === 0) return null;
  return (
    <section className={styles.offers} aria-labelledby="photo-offers-title">
      <h2 id="photo-offers-title" className={styles.offersTitle}>
        {t('offersTitle')}
      </h2>
      <ul className={styles.plainList}>
        {offers.map((offer) => (
          <li key={String(offer.offerId)}>{offerText(offer, t, locale, currency)}</li>
        ))}
      </ul>
    </section>
  );
}
