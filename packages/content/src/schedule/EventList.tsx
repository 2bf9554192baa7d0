import type { ScheduleEvent } from '@companion/hub-client';
import { useMessages, useThemeSettings } from '@companion/shell';
import { EmptyState, SafeHtml } from '@companion/ui';
import { contentMessages } from '../content-messages';
import * as styles from '../detail/detail.css';
import { eventTimeText } from './event-time';

/** Events of a timetable or a day; `no_events` when there are none. */
export function EventList({ events }: { events: readonly ScheduleEvent[] }) {
  const t = useMessages(contentMessages);
  const { use12HourTime } = useThemeSettings();
  if (events.length === 0) return <EmptyState title={t('no_events')} />;
  return (
    <ul className={styles.events} aria-label={t('events')}>
      {events.map((event) => {
        const time = eventTimeText(event, use12HourTime);
        const place = [event.location, event.locationDetail].filter(Boolean).join(', ');
        return (
          <li key={event.id} className={styles.event}>
            <span className={styles.eventTime}>{time}</span>
            <div>
              <strong>{event.title}</strong>
              {place ? <div className={styles.muted}>{place}</div> : null}
              <SafeHtml html={event.eventOverview} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
