import { useId, useState } from 'react';
import { Link } from 'react-router';
import { updateCart, type Cart, type CartElement } from '@companion/hub-client';
import { useDateLocale, useGuestLocale, useHub, useMessages } from '@companion/shell';
import { AriaDisabledButton, DateText, formatDate, Price, textLink } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';
import { amendAddress, type BasketGroup, type ExcursionInBasket } from '../cart/group-cart';

/** A guest the hub has taken out of the basket. */
export type Removal = {
  /** The guest's name, as their Remove button says it. */
  name: string;
  /** The excursion they were taken out of: a guest may be in the basket for several. */
  excursion: string;
  /** The hub's basket after the removal. */
  cart: Cart;
  /** The Remove button of the next guest still in the basket (else of the one before); null when none is left. */
  neighbour: HTMLElement | null;
};

type BasketGroupsProps = {
  groups: readonly BasketGroup[];
  /** Called before the removed guest's row goes: the basket moves focus and says what happened. */
  onRemoved: (removal: Removal) => void;
};

/** The basket's excursions, by itinerary (resort excursions by date), each with its guests. */
export function BasketGroups({ groups, onRemoved }: BasketGroupsProps) {
  const t = useMessages(basketMessages);
  const locale = useDateLocale();
  const buttonIds = useId();
  const buttonId = (element: CartElement) => `${buttonIds}-remove-${String(element.id)}`;

  /**
   * The Remove button to focus once `removed`'s row has gone: the next guest's in the basket's
   * order (the one the next Tab would have reached), else the one before.
   */
  function neighbourOf(removed: CartElement, cart: Cart): HTMLElement | null {
    const shown = groups.flatMap((group) => group.excursions.flatMap((excursion) => excursion.elements));
    const at = shown.findIndex((element) => String(element.id) === String(removed.id));
    const kept = new Set(cart.excursions.map((element) => String(element.id)));
    const candidates = [...shown.slice(at + 1), ...shown.slice(0, Math.max(at, 0)).reverse()];
    const neighbour = candidates.find((element) => kept.has(String(element.id)));
    return neighbour ? document.getElementById(buttonId(neighbour)) : null;
  }

  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`${group.key}-title`}>
          <h2 id={`${group.key}-title`} className={styles.subtitle}>
            {t(group.kind === 'itinerary' ? 'itineraryGroup' : 'resortGroup', { date: formatDate(group.date, locale) ?? group.date })}
          </h2>
          {group.excursions.map((excursion) => (
            <ExcursionEntry
              key={excursion.key}
              excursion={excursion}
              buttonId={buttonId}
              onRemoved={(element, name, cart) =>
                onRemoved({ name, excursion: excursion.excursionName, cart, neighbour: neighbourOf(element, cart) })
              }
            />
          ))}
        </section>
      ))}
    </>
  );
}

type ExcursionEntryProps = {
  excursion: ExcursionInBasket;
  buttonId: (element: CartElement) => string;
  onRemoved: (element: CartElement, name: string, cart: Cart) => void;
};

function ExcursionEntry({ excursion, buttonId, onRemoved }: ExcursionEntryProps) {
  const t = useMessages(basketMessages);
  const hub = useHub();
  const dateLocale = useDateLocale();
  const { locale, currency } = useGuestLocale();
  const [removing, setRemoving] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const amend = amendAddress(excursion);

  async function remove(element: CartElement, name: string) {
    if (removing) return;
    setRemoving(String(element.id));
    setFailed(false);
    const { type, date, passenger, excursion: booked, itinerary } = element;
    const result = await updateCart(hub, [
      { type, date, passenger, excursion: booked, ...(itinerary ? { itinerary } : {}), action: 'remove' },
    ]);
    setRemoving(undefined);
    if (result.ok) onRemoved(element, name, result.value);
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
              {/* aria-disabled while a removal is on its way: the pressed button keeps focus until its row goes. */}
              <AriaDisabledButton
                id={buttonId(element)}
                onClick={() => void remove(element, name)}
                disabled={removing !== undefined}
                aria-label={t('remove', { name, excursion: excursion.excursionName })}
              >
                {t('removeShort')}
              </AriaDisabledButton>
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
