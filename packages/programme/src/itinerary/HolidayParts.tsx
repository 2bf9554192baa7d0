import type { HolidayFlight, HolidayHotel, HolidayPassenger } from '@companion/hub-client';
import { useDateLocale, useMessages, useThemeSettings } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { holidayDate, holidayDateTime } from './holiday-dates';

/** An airport by its name, or its code when the hub sends no name. */
const airport = (name: string | null | undefined, code: string | null | undefined) => name ?? code ?? '';

export function FlightList({ title, flights }: { title: string; flights: readonly HolidayFlight[] }) {
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
              <p className={styles.meta}>
                {t('flightRoute', {
                  from: airport(flight.departureAirportName, flight.departureAirportCode),
                  to: airport(flight.arrivalAirportName, flight.arrivalAirportCode),
                })}
              </p>
              <p className={styles.meta}>{t('departs', { time: holidayDateTime(flight.departureTime, locale, use12HourTime) })}</p>
              {flight.arrivalTime ? (
                <p className={styles.meta}>{t('arrives', { time: holidayDateTime(flight.arrivalTime, locale, use12HourTime) })}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HotelList({ hotels }: { hotels: readonly HolidayHotel[] }) {
  const t = useMessages(programmeMessages);
  const locale = useDateLocale();
  if (hotels.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('hotels')}>
      <h2 className={styles.sectionTitle}>{t('hotels')}</h2>
      <ul className={styles.plainList}>
        {hotels.map((hotel) => {
          // Where the hotel is, from the most to the least precise of the hub's names.
          const place = [hotel.subResortName, hotel.resortName, hotel.touristRegionName].filter(Boolean).join(', ');
          return (
            <li key={hotel.id} className={styles.card}>
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{hotel.hotelName}</h3>
                {place ? <p className={styles.meta}>{place}</p> : null}
                <p className={styles.meta}>
                  {t('hotelStay', { from: holidayDate(hotel.fromDate, locale), to: holidayDate(hotel.toDate, locale) })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function GuestList({ passengers }: { passengers: readonly HolidayPassenger[] }) {
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
