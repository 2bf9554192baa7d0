import { HubDataState, useHubData, useMessages, useThemeSettings } from '@companion/shell';
import { formatTime } from '@companion/ui';
import { musterMessages } from '../muster-messages';
import { BackToMuster } from '../BackToMuster';
import * as styles from '../muster.css';
import { loadMusterSchedule } from './load-muster-schedule';

/** /muster/schedule: the muster schedule article's events, title, time, location. */
export function MusterScheduleScreen() {
  const t = useMessages(musterMessages);
  const { use12HourTime } = useThemeSettings();
  const events = useHubData(loadMusterSchedule);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('scheduleTitle')}</h1>
      <HubDataState
        data={events}
        loadingLabel={t('loadingSchedule')}
        failedTitle={t('scheduleFailed')}
        empty={{ when: (list) => list.length === 0, title: t('noSchedule') }}
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('scheduleList')}>
            {list.map((event) => (
              <li key={event.id} className={styles.card}>
                <h2 className={styles.cardTitle}>{event.title}</h2>
                <p className={styles.time}>
                  {t('timeRange', { start: formatTime(event.startTime, use12HourTime), end: formatTime(event.endTime, use12HourTime) })}
                </p>
                {event.location ? <p className={styles.place}>{event.location}</p> : null}
                {event.locationDetail ? <p className={styles.place}>{event.locationDetail}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </HubDataState>
      <BackToMuster />
    </section>
  );
}
