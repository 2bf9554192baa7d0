import { Link } from 'react-router';
import { getItinerarySchedules } from '@companion/hub-client';
import { HubDataState, useDateLocale, useHubData, useMessages } from '@companion/shell';
import { formatWeekdayDate } from '@companion/ui';
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
      <HubDataState
        data={schedules}
        loadingLabel={t('loadingSchedules')}
        failedTitle={t('schedulesFailed')}
        empty={{ when: (days) => days.length === 0, title: t('noSchedules') }}
      >
        {(days) => (
          <ul className={styles.scheduleList}>
            {days.map((schedule) => (
              <li key={String(schedule.id)}>
                <Link className={styles.scheduleLink} to={`/shoreexcursions/${routeDateOfIso(schedule.date)}`}>
                  <span className={styles.scheduleDate}>{formatWeekdayDate(schedule.date, locale)}</span>
                  <strong className={styles.schedulePort}>{schedule.atSea ? t('atSea') : schedule.title}</strong>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HubDataState>
    </section>
  );
}
