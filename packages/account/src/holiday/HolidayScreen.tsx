import { useEffect, useState } from 'react';
import { useIsAuthenticated } from '@companion/session';
import { useDateLocale, useHub, useMessages } from '@companion/shell';
import { DateText, ErrorState, Spinner } from '@companion/ui';
import { accountMessages } from '../account-messages';
import * as styles from '../account.css';
import { holidayStore, loadHoliday } from './holiday-store';

/** /holiday and /my_holiday: the cruise, hotels, flights and the travelling party. */
export function HolidayScreen() {
  const t = useMessages(accountMessages);
  const hub = useHub();
  const locale = useDateLocale();
  const itinerary = holidayStore((state) => state.itinerary);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const isAuthenticated = useIsAuthenticated();
  useEffect(() => {
    // Loaded at login; after a reload the store is empty and the screen fetches it itself.
    // Never after logout: the wiped store must not send a guest-less request (a 403).
    if (itinerary || !isAuthenticated) return;
    let current = true;
    void loadHoliday(hub).then((ok) => {
      if (current) setFailed(!ok);
    });
    return () => {
      current = false;
    };
  }, [hub, itinerary, attempt, isAuthenticated]);

  const heading = (
    <h1 id="holiday-title" className={styles.title}>
      {t('holidayTitle')}
    </h1>
  );
  if (failed) {
    return (
      <section className={styles.page} aria-labelledby="holiday-title">
        {heading}
        <ErrorState title={t('holidayFailed')} retryLabel={t('tryAgain')} onRetry={() => (setFailed(false), setAttempt((n) => n + 1))} />
      </section>
    );
  }
  if (!itinerary) return <Spinner label={t('loadingHoliday')} />;
  const { cruises = [], hotels = [], flights = [], passengers = [] } = itinerary;
  const empty = !cruises?.length && !hotels?.length && !flights?.length;
  return (
    <section className={styles.page} aria-labelledby="holiday-title">
      {heading}
      {empty ? <p>{t('noHoliday')}</p> : null}
      {cruises?.length ? (
        <>
          <h2 className={styles.subtitle}>{t('cruises')}</h2>
          <ul className={styles.list}>
            {cruises.map((cruise) => (
              <li key={cruise.id}>
                <strong>{cruise.name}</strong> {cruise.shipName ? `· ${cruise.shipName}` : null} ·{' '}
                <DateText value={cruise.startDate} locale={locale} /> – <DateText value={cruise.endDate} locale={locale} />
                {cruise.cabin ? ` · ${t('cabin', { cabin: cruise.cabin })}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {hotels?.length ? (
        <>
          <h2 className={styles.subtitle}>{t('hotels')}</h2>
          <ul className={styles.list}>
            {hotels.map((hotel) => (
              <li key={hotel.id}>
                <strong>{hotel.name}</strong> · <DateText value={hotel.checkIn} locale={locale} /> –{' '}
                <DateText value={hotel.checkOut} locale={locale} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {flights?.length ? (
        <>
          <h2 className={styles.subtitle}>{t('flights')}</h2>
          <ul className={styles.list}>
            {flights.map((flight) => (
              <li key={flight.id}>
                <strong>{flight.flightNumber}</strong> · {flight.from} → {flight.to} · <DateText value={flight.departure} locale={locale} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {passengers?.length ? (
        <>
          <h2 className={styles.subtitle}>{t('passengers')}</h2>
          <ul className={styles.list}>
            {passengers.map((passenger) => (
              <li
                key={passenger.id}
              >{`${passenger.firstName} ${passenger.lastName}${passenger.isLeadPassenger ? ` (${t('leadPassenger')})` : ''}`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
