import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getDailySchedule, scheduleDayOf, type HubClient, type ScheduleDay } from '@companion/hub-client';
import { HubDataState, useDateLocale, useHubData, useMessages } from '@companion/shell';
import { formatDate, SafeHtml, textLink } from '@companion/ui';
import { contentMessages } from '../content-messages';
import * as styles from '../detail/detail.css';
import { EventList } from './EventList';

/** The DailySchedule layout: the day comes from `?date=` (today, tomorrow or DD-MM-YYYY, platform.md §2.3). */
export function DailySchedulePanel() {
  const t = useMessages(contentMessages);
  const [params] = useSearchParams();
  const day: ScheduleDay = scheduleDayOf(params.get('date') ?? undefined) ?? 'today';
  const dayKey = typeof day === 'string' ? day : day.date;
  const load = useCallback((hub: HubClient) => getDailySchedule(hub, scheduleDayOf(dayKey) ?? 'today'), [dayKey]);
  const data = useHubData(load);
  const locale = useDateLocale();
  return (
    <section aria-labelledby="schedule-day">
      <nav aria-label={t('chooseDay')} className={styles.dayChooser}>
        <DayLink date="today" current={dayKey === 'today'} label={t('today')} />
        <DayLink date="tomorrow" current={dayKey === 'tomorrow'} label={t('tomorrow')} />
      </nav>
      <h2 id="schedule-day">{dayKey === 'today' ? t('today') : dayKey === 'tomorrow' ? t('tomorrow') : dayHeading(dayKey, locale)}</h2>
      <HubDataState data={data} loadingLabel={t('loadingContent')} failedTitle={t('contentFailed')}>
        {(schedule) => (
          <>
            {schedule ? <SafeHtml html={schedule.description} /> : null}
            <EventList events={schedule?.events ?? []} emptyText={t('no_events', { date: dayDate(dayKey, locale) })} />
          </>
        )}
      </HubDataState>
    </section>
  );
}

/**
 * The address's DD-MM-YYYY written in the guest's date format like every other date; a day that
 * does not exist (31-02-2026) keeps the address's text rather than leaving the heading empty.
 */
function dayHeading(routeDay: string, locale: string): string {
  const [day, month, year] = routeDay.split('-');
  return formatDate(`${year}-${month}-${day}`, locale) || routeDay;
}

/**
 * The shown day's date as the screen writes dates, for 'No events on {date}' (bookable-services
 * §8): "Today" and "Tomorrow" head the list, but the empty sentence names the day itself.
 */
function dayDate(dayKey: string, locale: string): string {
  if (dayKey !== 'today' && dayKey !== 'tomorrow') return dayHeading(dayKey, locale);
  const day = new Date();
  if (dayKey === 'tomorrow') day.setDate(day.getDate() + 1);
  const [year, month, date] = [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, '0'));
  return formatDate(`${year}-${month}-${date}`, locale);
}

function DayLink({ date, current, label }: { date: string; current: boolean; label: string }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('date', date);
  return (
    <Link className={textLink} to={`?${next.toString()}`} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}
