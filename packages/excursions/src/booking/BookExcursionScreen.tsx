import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { EmptyState, notice } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { BookingGate } from '@companion/session';
import { excursionName } from '../shared/excursion-text';
import { BookingForm } from './BookingForm';
import { loadBooking } from './load-booking';

/** /onboard/bookexcursion/{id} (login): book the guest's party straight away. */
export function BookExcursionScreen() {
  const t = useMessages(excursionsMessages);
  const id = useParams().id ?? '';
  const load = useCallback((hub: HubClient) => loadBooking(hub, id), [id]);
  const page = useHubData(load);
  return (
    <HubDataState data={page} loadingLabel={t('loadingBooking')} failedTitle={t('bookingFailedToLoad')} missingIsGone>
      {(ready) => {
        const { excursion, guests, allowed } = ready;
        const refusals = allowed.allowed ? [] : [allowed.message, ...(allowed.messages ?? [])].filter((text): text is string => !!text);
        return (
          <section className={styles.page} aria-labelledby="book-title">
            <h1 id="book-title" className={styles.title}>
              {t('bookTitle', { name: excursionName(excursion) })}
            </h1>
            <BookingGate>
              {!allowed.allowed ? (
                <div role="alert" className={notice}>
                  {(refusals.length ? [...new Set(refusals)] : [t('notAllowed')]).map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </div>
              ) : guests.length === 0 ? (
                <EmptyState title={t('noGuests')} />
              ) : (
                <BookingForm page={ready} />
              )}
            </BookingGate>
          </section>
        );
      }}
    </HubDataState>
  );
}
