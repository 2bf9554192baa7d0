import type { PassengerItinerary } from '@companion/hub-client';
import { useDateLocale, useMessages, useThemeSettings } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { holidayDate, holidayDateTime } from './holiday-dates';

type Flight = NonNullable<PassengerItinerary['flights']>[number];
type Hotel = NonNullable<PassengerItinerary['hotels']>[number];
type Passenger = NonNullable<PassengerItinerary['passengers']>[number];

/** Flights out go before the cruise starts; the rest bring the guest home. */
export function splitFlights(flights: readonly Flight[], cruiseStart: string | undefined) {
  const out = flights.filter((flight) => !cruiseStart || flight.departure.slice(0, 10) <= cruiseStart);
  return { out, in: flights.filter((flight) => !out.includes(flight)) };
}

export function FlightList({ title, flights }: { title: string; flights: readonly Flight[] }) {
  const t = useMessages(programmeMessages);
  const use12HourTime = useThemeSettings().use12HourTime;
  const locale = useDateLocale();
  if (flights.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.plainList}>
        {flights.map((flight) => (
          <li key={flight.id} className={styles.card}>
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>{t('flight', { number: flight.flightNumber })}</h3>
              <p className={styles.meta}>{t('flightRoute', { from: flight.from, to: flight.to })}</p>
              <p className={styles.meta}>{t('departs', { time: holidayDateTime(flight.departure, locale, use12HourTime) })}</p>
              {flight.arrival ? (
                <p className={styles.meta}>{t('arrives', { time: holidayDateTime(flight.arrival, locale, use12HourTime) })}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HotelList({ hotels }: { hotels: readonly Hotel[] }) {
  const t = useMessages(programmeMessages);
  const locale = useDateLocale();
  if (hotels.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('hotels')}>
      <h2 className={styles.sectionTitle}>{t('hotels')}</h2>
      <ul className={styles.plainList}>
        {hotels.map((hotel) => (
          <li key={hotel.id} className={styles.card}>
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>{hotel.name}</h3>
              <p className={styles.meta}>
                {t('hotelStay', { from: holidayDate(hotel.checkIn, locale), to: holidayDate(hotel.checkOut, locale) })}
              </p>
              {hotel.roomType ? <p className={styles.meta}>{hotel.roomType}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GuestList({ passengers }: { passengers: readonly Passenger[] }) {
  const t = useMessages(programmeMessages);
  if (passengers.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('guests')}>
      <h2 className={styles.sectionTitle}>{t('guests')}</h2>
      <ul className={styles.plainList}>
        {passengers.map((passenger) => (
          <li key={passenger.id}>{`${passenger.firstName} ${passenger.lastName}`}</li>
        ))}
      </ul>
    </section>
  );
}
