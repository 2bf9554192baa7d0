import type { Excursion } from '@companion/hub-client';
import { useGuestLocale, useMessages } from '@companion/shell';
import { Price } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { childAgeBand, childPriceOf } from '../rules/child-price';

/** Adult and child prices with the child age band, N/A and FREE of bookable-services §9. */
export function ExcursionPrices({ excursion }: { excursion: Excursion }) {
  const t = useMessages(excursionsMessages);
  const { locale, currency } = useGuestLocale();
  const adult = excursion.price?.adult;
  const child = childPriceOf(excursion.price?.child, excursion.minimumAge);
  const band = childAgeBand(excursion.minimumAge);
  return (
    <section aria-labelledby="excursion-prices">
      <h2 id="excursion-prices" className={styles.subtitle}>
        {t('prices')}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('adult')}</dt>
        <dd className={styles.factValue}>
          {adult !== null && adult !== undefined ? <Price amount={adult} locale={locale} currency={currency} /> : t('notAvailable')}
        </dd>
        <dt className={styles.factName}>{band ? t('child', { band }) : t('childWithoutBand')}</dt>
        <dd className={styles.factValue}>
          {child.kind === 'price' ? (
            <Price amount={child.amount} locale={locale} currency={currency} />
          ) : child.kind === 'free' ? (
            t('free')
          ) : (
            t('notAvailable')
          )}
        </dd>
      </dl>
    </section>
  );
}
