import { Link } from 'react-router';
import { getItinerarySchedules } from '@companion/hub-client';
import { useDateLocale, useHubData, useMessages } from '@companion/shell';
import { EmptyState, ErrorState, formatDate, Spinner } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { routeDateOfIso } from '../rules/list-dates';

/** /shoreexcursions: the voyage's days (itinerary schedules), each leading to its shore excursions. */
export function ShoreSchedulesScreen() {
  const t = useMessages(excursionsMessages);
  const locale = useDateLocale();
  const schedules = useHubData(getItinerarySchedules);
  return (
    <section className={styles.page} aria-labelledby="shore-title">
      <h1 id="shore-title" className={styles.title}>
        {t('shoreTitle')}
      </h1>
      {schedules.status === 'loading' ? <Spinner label={t('loadingSchedules')} /> : null}
      {schedules.status === 'failed' ? (
        <ErrorState title={t('schedulesFailed')} retryLabel={t('tryAgain')} onRetry={schedules.retry} />
      ) : null}
      {schedules.status === 'ready' && schedules.value.length === 0 ? <EmptyState title={t('noSchedules')} /> : null}
      {schedules.status === 'ready' && schedules.value.length > 0 ? (
        <ul className={styles.scheduleList}>
          {schedules.value.map((schedule) => (
            <li key={String(schedule.id)}>
              <Link className={styles.scheduleLink} to={`/shoreexcursions/${routeDateOfIso(schedule.date)}`}>
                <span>{formatDate(schedule.date, locale)}</span>
                <strong>{schedule.title}</strong>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
