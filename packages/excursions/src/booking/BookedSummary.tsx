import { Link } from 'react-router';
import type { ApplicableGuest, Excursion } from '@companion/hub-client';
import { useDateLocale, useGuestLocale, useMessages, useThemeSettings } from '@companion/shell';
import { formatDate, formatPrice, formatTime, notice, textLink, useResultView } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { excursionName } from '../shared/excursion-text';
import { FactList, type Fact } from '../shared/FactList';
import { bookedTotalOf } from './booked-total';

export type BookedSummaryProps = {
  excursion: Excursion;
  guests: readonly ApplicableGuest[];
  reference: string | undefined;
};

/**
 * The booking made, in place of the form, at the top of the page (useResultView): what was booked,
 * when, for whom and for how much, so the guest need not open My bookings to check. Without a
 * reference it was found among the bookings after its answer was lost. A status, so the whole
 * result is read out, not only the sentence that takes focus.
 */
export function BookedSummary({ excursion, guests, reference }: BookedSummaryProps) {
  const t = useMessages(excursionsMessages);
  const dateLocale = useDateLocale();
  const { locale, currency } = useGuestLocale();
  const use12HourTime = useThemeSettings().use12HourTime;
  const first = useResultView<HTMLParagraphElement>();
  const date = formatDate(excursion.date, dateLocale);
  const time = formatTime(excursion.startTime, use12HourTime);
  const total = bookedTotalOf(excursion, guests);
  const facts: Fact[] = [
    [t('bookedExcursion'), excursionName(excursion)],
    [t('bookedWhen'), date && time ? t('bookedDateAt', { date, time }) : date || undefined],
    [t('bookedGuests'), guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join(', ')],
    [t('bookedTotal'), total === undefined ? undefined : formatPrice(total, locale, currency)],
  ];
  return (
    <div role="status" className={styles.form}>
      <p ref={first} tabIndex={-1} className={notice}>
        {t('bookingSucceeded')}
      </p>
      <FactList facts={facts} />
      <p>{reference ? t('bookingReference', { reference }) : t('referenceInMyBookings')}</p>
      <Link to="/my_bookings" className={textLink}>
        {t('myBookings')}
      </Link>
    </div>
  );
}
