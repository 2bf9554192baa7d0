import type { PassengerItinerary } from '@companion/hub-client';
import { HubDataState, useDateLocale, useMessages } from '@companion/shell';
import { DateText } from '@companion/ui';
import { accountMessages } from '../account-messages';
import * as styles from '../account.css';
import { useHoliday } from './use-holiday';

/** /holiday and /my_holiday: the cruise, hotels, flights and the travelling party. */
export function HolidayScreen() {
  const t = useMessages(accountMessages);
  const holiday = useHoliday();
  return (
    <section className={styles.page} aria-labelledby="holiday-title">
      <h1 id="holiday-title" className={styles.title}>
        {t('holidayTitle')}
      </h1>
      <HubDataState
        data={holiday}
        loadingLabel={t('loadingHoliday')}
        failedTitle={t('holidayFailed')}
        empty={{ when: isEmptyHoliday, title: t('noHoliday') }}
      >
        {(itinerary) => <HolidayDetails itinerary={itinerary} />}
      </HubDataState>
    </section>
  );
}

const isEmptyHoliday = ({ cruises, hotels, flights }: PassengerItinerary) => !cruises?.length && !hotels?.length && !flights?.length;

function HolidayDetails({ itinerary }: { itinerary: PassengerItinerary }) {
  const t = useMessages(accountMessages);
  const locale = useDateLocale();
  const { cruises = [], hotels = [], flights = [], passengers = [] } = itinerary;
  return (
    <>
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
    </>
  );
}
