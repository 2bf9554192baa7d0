import { DateTime } from 'luxon';
import type { PassengerItinerary } from '@companion/hub-client';
import { useMessages, useThemeSettings } from '@companion/shell';
import { formatTime } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';

type Flight = NonNullable<PassengerItinerary['flights']>[number];
type Hotel = NonNullable<PassengerItinerary['hotels']>[number];
type Passenger = NonNullable<PassengerItinerary['passengers']>[number];

/** Hotel and flight dates as DD/MM/YYYY (media §3), whatever the guest's locale. */
export const dayMonthYear = (iso: string) => {
  const parsed = DateTime.fromISO(iso);
  return parsed.isValid ? parsed.toFormat('dd/MM/yyyy') : iso;
};

const dateAndTime = (iso: string | null | undefined, use12HourTime: boolean) =>
  iso ? `${dayMonthYear(iso.slice(0, 10))} ${formatTime(iso.slice(11, 16), use12HourTime)}`.trim() : '';

/** Flights out go before the cruise starts; the rest bring the guest home. */
export function splitFlights(flights: readonly Flight[], cruiseStart: string | undefined) {
  const out = flights.filter((flight) => !cruiseStart || flight.departure.slice(0, 10) <= cruiseStart);
  return { out, in: flights.filter((flight) => !out.includes(flight)) };
}

export function FlightList({ title, flights }: { title: string; flights: readonly Flight[] }) {
  const t = useMessages(programmeMessages);
  const use12HourTime = useThemeSettings().use12HourTime;
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
              <p className={styles.meta}>{t('departs', { time: dateAndTime(flight.departure, use12HourTime) })}</p>
              {flight.arrival ? <p className={styles.meta}>{t('arrives', { time: dateAndTime(flight.arrival, use12HourTime) })}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HotelList({ hotels }: { hotels: readonly Hotel[] }) {
  const t = useMessages(programmeMessages);
  if (hotels.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('hotels')}>
      <h2 className={styles.sectionTitle}>{t('hotels')}</h2>
      <ul className={styles.plainList}>
        {hotels.map((hotel) => (
          <li key={hotel.id} className={styles.card}>
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>{hotel.name}</h3>
              <p className={styles.meta}>{t('hotelStay', { from: dayMonthYear(hotel.checkIn), to: dayMonthYear(hotel.checkOut) })}</p>
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
