import { useState } from 'react';
import { Link } from 'react-router';
import { updateCart, type CartElement } from '@companion/hub-client';
import { useDateLocale, useGuestLocale, useHub, useMessages } from '@companion/shell';
import { Button, DateText, formatDate, Price, textLink } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';
import { cartStore } from '../cart/cart-store';
import { amendAddress, type BasketGroup, type ExcursionInBasket } from '../cart/group-cart';

/** The basket's excursions, by itinerary (resort excursions by date), each with its guests. */
export function BasketGroups({ groups }: { groups: readonly BasketGroup[] }) {
  const t = useMessages(basketMessages);
  const locale = useDateLocale();
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`${group.key}-title`}>
          <h2 id={`${group.key}-title`} className={styles.subtitle}>
            {t(group.kind === 'itinerary' ? 'itineraryGroup' : 'resortGroup', { date: formatDate(group.date, locale) ?? group.date })}
          </h2>
          {group.excursions.map((excursion) => (
            <ExcursionEntry key={excursion.key} excursion={excursion} />
          ))}
        </section>
      ))}
    </>
  );
}

function ExcursionEntry({ excursion }: { excursion: ExcursionInBasket }) {
  const t = useMessages(basketMessages);
  const hub = useHub();
  const dateLocale = useDateLocale();
  const { locale, currency } = useGuestLocale();
  const [removing, setRemoving] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const amend = amendAddress(excursion);

  async function remove(element: CartElement) {
    if (removing) return;
    setRemoving(String(element.id));
    setFailed(false);
    const { type, date, passenger, excursion: booked, itinerary } = element;
    const result = await updateCart(hub, [
      { type, date, passenger, excursion: booked, ...(itinerary ? { itinerary } : {}), action: 'remove' },
    ]);
    setRemoving(undefined);
    if (result.ok) cartStore.setState({ cart: result.value });
    else setFailed(true);
  }

  return (
    <article className={styles.excursion} aria-labelledby={`${excursion.key}-name`}>
      <div className={styles.excursionHeader}>
        <h3 id={`${excursion.key}-name`} className={styles.excursionName}>
          {excursion.excursionName}
        </h3>
        <Price amount={excursion.price} locale={locale} currency={currency} />
      </div>
      <p className={styles.meta}>
        {excursion.placeName ? `${excursion.placeName} · ` : null}
        <DateText value={excursion.date} locale={dateLocale} />
      </p>
      <ul className={styles.passengers} aria-label={t('guests')}>
        {excursion.elements.map((element) => {
          const name = `${element.passenger.firstName} ${element.passenger.lastName}`;
          return (
            <li key={String(element.id)} className={styles.passenger}>
              <span>
                {name} (<Price amount={element.price} locale={locale} currency={currency} />)
              </span>
              <Button
                onClick={() => void remove(element)}
                disabled={removing !== undefined}
                aria-label={t('remove', { name, excursion: excursion.excursionName })}
              >
                {t('removeShort')}
              </Button>
            </li>
          );
        })}
      </ul>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('removeFailed')}
        </p>
      ) : null}
      {amend ? (
        <Link to={amend} className={textLink}>
          {t('amend', { excursion: excursion.excursionName })}
        </Link>
      ) : null}
    </article>
  );
}
