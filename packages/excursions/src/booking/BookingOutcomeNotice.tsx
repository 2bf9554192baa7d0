import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { notice, Spinner, textLink } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import type { BookingOutcome } from './use-book-excursion';

/**
 * A booking the hub refused, or one it may have made. Only our own sentences and the hub's own
 * words reach the guest: never a status code, a proxy's page or a browser's network message.
 */
export function BookingOutcomeNotice({ outcome }: { outcome: BookingOutcome }) {
  const t = useMessages(excursionsMessages);
  if (outcome.kind === 'refused') {
    const lead = t('bookingFailed');
    return (
      <div role="alert" className={styles.error}>
        <p>{lead}</p>
        {outcome.reason && outcome.reason !== lead ? <p>{outcome.reason}</p> : null}
      </div>
    );
  }
  if (outcome.kind === 'checking') return <Spinner label={t('checkingBooking')} />;
  if (outcome.kind === 'unknown')
    return (
      <div role="alert" className={notice}>
        <p>{t('bookingUnknown')}</p>
        <p>{t('bookingUnknownHelp')}</p>
        <Link to="/my_bookings" className={textLink}>
          {t('myBookings')}
        </Link>
      </div>
    );
  return null;
}
