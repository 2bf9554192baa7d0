import type { HolidayCruiseDay, HolidayFlight, PassengerItinerary } from '@companion/hub-client';
import { useSession } from '@companion/session';
import { HubDataState, useDateLocale, useMessages } from '@companion/shell';
import { DateText } from '@companion/ui';
import { accountMessages } from '../account-messages';
import * as styles from '../account.css';
import { useHoliday } from './use-holiday';

/** /holiday and /my_holiday: the cruise day by day, hotels, flights and the travelling party. */
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

const isEmptyHoliday = ({ cruises, hotels, flights }: PassengerItinerary) =>
  !cruises?.length && !hotels?.length && !flights?.flightsOut?.length && !flights?.flightsIn?.length;

/** "Barcelona, Catalonia": where a hotel is, from the most to the least precise of the hub's names. */
const hotelPlace = (...names: (string | null | undefined)[]) => names.filter(Boolean).join(', ');

function HolidayDetails({ itinerary }: { itinerary: PassengerItinerary }) {
  const t = useMessages(accountMessages);
  const locale = useDateLocale();
  const { cabin } = useSession();
  const { cruises, cruiseItinerary, hotels, flights, passengers } = itinerary;
  return (
    <>
      {cruises?.length ? (
        <>
          <h2 className={styles.subtitle}>{t('cruises')}</h2>
          <ul className={styles.list}>
            {cruises.map((cruise) => (
              <li key={`${cruise.name} ${cruise.fromDate}`}>
                <strong>{cruise.name}</strong> {cruise.ship?.name ? `· ${cruise.ship.name}` : null} ·{' '}
                <DateText value={cruise.fromDate} locale={locale} />
                {cruise.numberOfDays ? ` · ${t('cruiseDays', { count: cruise.numberOfDays })}` : null}
                {cabin ? ` · ${t('cabin', { cabin })}` : null}
              </li>
            ))}
          </ul>
          {cruiseItinerary?.length ? <CruiseDays days={cruiseItinerary} /> : null}
        </>
      ) : null}
      {hotels?.length ? (
        <>
          <h2 className={styles.subtitle}>{t('hotels')}</h2>
          <ul className={styles.list}>
            {hotels.map((hotel) => {
              const place = hotelPlace(hotel.subResortName, hotel.resortName, hotel.touristRegionName);
              return (
                <li key={hotel.id}>
                  <strong>{hotel.hotelName}</strong> {place ? `· ${place}` : null} · <DateText value={hotel.fromDate} locale={locale} /> –{' '}
                  <DateText value={hotel.toDate} locale={locale} />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <Flights title={t('flightsOut')} flights={flights?.flightsOut} />
      <Flights title={t('flightsIn')} flights={flights?.flightsIn} />
      {passengers?.length ? (
        <>
          <h2 className={styles.subtitle}>{t('passengers')}</h2>
          <ul className={styles.list}>
            {passengers.map((passenger) => (
              <li
                key={passenger.id}
              >{`${passenger.firstName} ${passenger.lastName}${passenger.lead ? ` (${t('leadPassenger')})` : ''}`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The cruise's ports day by day (media §2.4), in the order of the voyage. */
function CruiseDays({ days }: { days: readonly HolidayCruiseDay[] }) {
  const t = useMessages(accountMessages);
  const inOrder = [...days].sort((a, b) => (a.dayOfCruise ?? 0) - (b.dayOfCruise ?? 0));
  return (
    <ol className={styles.cruiseDays} aria-label={t('dayByDay')}>
      {inOrder.map((day) => {
        const port = day.type === 'Sea' || !day.port?.name ? t('atSea') : [day.port.name, day.port.countryName].filter(Boolean).join(', ');
        return <li key={day.id}>{day.dayOfCruise ? `${t('dayOfCruise', { day: day.dayOfCruise })} · ${port}` : port}</li>;
      })}
    </ol>
  );
}

function Flights({ title, flights }: { title: string; flights: readonly HolidayFlight[] | null | undefined }) {
  const locale = useDateLocale();
  if (!flights?.length) return null;
  return (
    <>
      <h2 className={styles.subtitle}>{title}</h2>
      <ul className={styles.list}>
        {flights.map((flight) => (
          <li key={flight.id}>
            <strong>{flight.flightNumber}</strong> · {flight.departureAirportName ?? flight.departureAirportCode} →{' '}
            {flight.arrivalAirportName ?? flight.arrivalAirportCode} · <DateText value={flight.departureTime} locale={locale} />
          </li>
        ))}
      </ul>
    </>
  );
}
