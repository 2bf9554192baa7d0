import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { getPassengerItinerary, type PassengerItinerary } from '@companion/hub-client';
import { openGuestState } from '@companion/session';
import { HubDataState, useDateLocale, useGuestLocale, useHubData, useMessages } from '@companion/shell';
import { DateText, EmptyState, Price, textLink } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';
import { BookedExcursionsTable } from './BookedExcursionsTable';
import * as layout from './confirmation.css';
import { readConfirmationState, type ConfirmationState } from './confirmation-state';
import { leadPassengerOf, sortConfirmedExcursions } from './sort-excursions';

/**
 * /confirmation: what was just ordered, from the state checkout passed in: kept for this guest's
 * session only, so after a logout the next guest's Back finds nothing here.
 */
export function ConfirmationScreen() {
  const t = useMessages(basketMessages);
  const { state } = useLocation();
  const confirmation = useMemo(() => readConfirmationState(openGuestState(state)), [state]);
  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" className={styles.title}>
        {t('confirmationTitle')}
      </h1>
      {confirmation ? (
        <OrderSummary confirmation={confirmation} />
      ) : (
        <EmptyState
          title={t('noConfirmation')}
          action={
            <Link to="/my_bookings" className={textLink}>
              {t('myBookings')}
            </Link>
          }
        />
      )}
    </section>
  );
}

function OrderSummary({ confirmation }: { confirmation: ConfirmationState }) {
  const t = useMessages(basketMessages);
  const { locale, currency } = useGuestLocale();
  const holiday = useHubData(getPassengerItinerary);
  const excursions = useMemo(() => sortConfirmedExcursions(confirmation.excursions), [confirmation]);
  const lead = leadPassengerOf(confirmation.excursions);
  const holidayLead = holiday.status === 'ready' ? holiday.value.passengers?.find((passenger) => passenger.lead) : undefined;
  const leadName = holidayLead ?? lead;
  const hasCruiseExcursion = confirmation.excursions.some((element) => element.type === 'CruiseExcursion');
  return (
    <>
      {hasCruiseExcursion ? <p className={styles.note}>{t('cruiseExcursionNote')}</p> : null}
      {confirmation.paymentMethod ? <p>{t(confirmation.paymentMethod === 'CASH' ? 'paidByCash' : 'paidByCard')}</p> : null}
      <dl className={layout.facts}>
        <dt>{t('bookingReference')}</dt>
        <dd className={layout.factValue}>{confirmation.groupReference ?? t('referenceInBookings')}</dd>
        <dt>{t('email')}</dt>
        <dd className={layout.factValue}>{confirmation.confirmationMail}</dd>
        {confirmation.mobileNumber ? (
          <>
            <dt>{t('mobileNumber')}</dt>
            <dd className={layout.factValue}>{confirmation.mobileNumber}</dd>
          </>
        ) : null}
        {leadName ? (
          <>
            <dt>{t('leadPassenger')}</dt>
            <dd className={layout.factValue}>{`${leadName.firstName} ${leadName.lastName}`}</dd>
          </>
        ) : null}
      </dl>
      <HubDataState data={holiday} loadingLabel={t('loadingHoliday')} failedTitle={t('holidayFailed')}>
        {(itinerary) => <HolidaySummary itinerary={itinerary} />}
      </HubDataState>
      <h2 className={styles.subtitle}>{t('bookedExcursions')}</h2>
      <BookedExcursionsTable excursions={excursions} />
      <p className={styles.total}>
        <span>{t('total')}</span>
        <Price amount={confirmation.total} locale={locale} currency={currency} />
      </p>
      <Link to="/my_bookings" className={textLink}>
        {t('myBookings')}
      </Link>
    </>
  );
}

/** The cruises and hotels the order belongs to; nothing when the holiday has neither. */
function HolidaySummary({ itinerary }: { itinerary: PassengerItinerary }) {
  const t = useMessages(basketMessages);
  const dateLocale = useDateLocale();
  return (
    <>
      {itinerary.cruises?.length ? (
        <section aria-labelledby="confirmation-cruises">
          <h2 id="confirmation-cruises" className={styles.subtitle}>
            {t('cruises')}
          </h2>
          <ul>
            {itinerary.cruises.map((cruise) => (
              <li key={`${cruise.name} ${cruise.fromDate}`}>
                {cruise.name} (<DateText value={cruise.fromDate} locale={dateLocale} />
                {cruise.numberOfDays ? `, ${t('cruiseDays', { count: cruise.numberOfDays })}` : null})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {itinerary.hotels?.length ? (
        <section aria-labelledby="confirmation-hotels">
          <h2 id="confirmation-hotels" className={styles.subtitle}>
            {t('hotels')}
          </h2>
          <ul>
            {itinerary.hotels.map((hotel) => (
              <li key={String(hotel.id)}>
                {hotel.hotelName} (<DateText value={hotel.fromDate} locale={dateLocale} /> –{' '}
                <DateText value={hotel.toDate} locale={dateLocale} />)
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
