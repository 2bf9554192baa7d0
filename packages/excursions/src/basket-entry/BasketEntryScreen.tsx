import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { HubClient } from '@companion/hub-client';
import { HubDataState, useDateLocale, useHubData, useMessages } from '@companion/shell';
import { EmptyState, formatDate } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { BookingGate } from '@companion/session';
import { excursionName } from '../shared/excursion-text';
import { BasketEntryForm } from './BasketEntryForm';
import { loadBasketEntry } from './load-basket-entry';

/**
 * The cart's excursion addresses (bookable-services §2): /excursion/{itineraryId}/{excursionId}
 * adds a cruise excursion, with /1 it amends the cart's entry; /resorts/{resortId}/{excursionId}
 * adds a resort excursion, with /{YYYY-MM-DD} for that day's entry.
 */
export function BasketEntryScreen() {
  const t = useMessages(excursionsMessages);
  const locale = useDateLocale();
  const params = useParams();
  const excursionId = params.excursionId ?? '';
  const resortId = params.resortId;
  const date = resortId ? params.date : undefined;
  const amend = resortId ? Boolean(params.date) : params.amend === '1';
  const load = useCallback((hub: HubClient) => loadBasketEntry(hub, excursionId, date), [excursionId, date]);
  const page = useHubData(load);
  return (
    <HubDataState data={page} loadingLabel={t('loadingBooking')} failedTitle={t('bookingFailedToLoad')}>
      {(ready) => {
        const { excursion } = ready;
        const name = excursionName(excursion);
        const context = { excursion, itineraryId: params.itineraryId, resortId, date };
        return (
          <section className={styles.page} aria-labelledby="basket-entry-title">
            <h1 id="basket-entry-title" className={styles.title}>
              {amend ? t('amendTitle', { name }) : t('addToBasketTitle', { name })}
            </h1>
            {date ? <p>{t('resortOn', { date: formatDate(date, locale) })}</p> : null}
            <BookingGate>
              {ready.guests.length === 0 ? (
                <EmptyState title={t('noGuests')} />
              ) : (
                <BasketEntryForm page={ready} context={context} amend={amend || ready.inCart.length > 0} />
              )}
            </BookingGate>
          </section>
        );
      }}
    </HubDataState>
  );
}
