import { Fragment } from 'react';
import type { ScheduleEvent } from '@companion/hub-client';
import { useDateLocale, useMessages, useThemeSettings } from '@companion/shell';
import { EmptyState, formatWeekdayDate, SafeHtml } from '@companion/ui';
import { contentMessages } from '../content-messages';
import * as styles from '../detail/detail.css';
import { eventDays } from './event-days';
import { eventTimes } from './event-time';

type Props = {
  events: readonly ScheduleEvent[];
  /** What the list says when there are none: a day names its date, a timetable has none to name. */
  emptyText: string;
  /** A timetable may run over several days, so its events come under a heading per day when the hub dates them. */
  byDay?: boolean;
};

/** Events of a timetable or a day. */
export function EventList({ events, emptyText, byDay = false }: Props) {
  const t = useMessages(contentMessages);
  const locale = useDateLocale();
  if (events.length === 0) return <EmptyState title={emptyText} />;
  const days = byDay ? eventDays(events) : [];
  if (!days.some((day) => day.date))
    return <EventItems events={events} label={t('events')} className={`${styles.events} ${styles.eventColumns}`} />;
  return (
    <div className={styles.eventDays}>
      {days.map(({ date, events: dayEvents }) => {
        const heading = date ? formatWeekdayDate(date, locale) : t('undatedEvents');
        return (
          <section key={date ?? ''} className={styles.eventDay}>
            <h3 className={styles.eventDayHeading}>{heading}</h3>
            <EventItems events={dayEvents} label={heading} className={styles.events} />
          </section>
        );
      })}
    </div>
  );
}

function EventItems({ events, label, className }: { events: readonly ScheduleEvent[]; label: string; className: string }) {
  const { use12HourTime } = useThemeSettings();
  return (
    <ul className={className} aria-label={label}>
      {events.map((event) => {
        const place = [event.location, event.locationDetail].filter(Boolean).join(', ');
        return (
          <li key={event.id} className={styles.event}>
            <span className={styles.eventTime}>
              {eventTimes(event, use12HourTime).map((time, index) => (
                // A range may wrap at its dash, never inside "7:15 PM".
                <Fragment key={index}>
                  {index > 0 ? ' – ' : null}
                  <span className={styles.unbroken}>{time}</span>
                </Fragment>
              ))}
            </span>
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
