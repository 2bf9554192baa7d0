import type { ScheduleEvent } from '@companion/hub-client';

export type EventDay<E> = { date: string | undefined; events: E[] };

/** The calendar day of an event's `fromDate` (a date or a date-time), undefined when it has none. */
function dayOf(event: Pick<ScheduleEvent, 'fromDate'>): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(event.fromDate ?? '')?.[0];
}

/**
 * A timetable's events by the day they take place (platform.md §3, Event.fromDate), days in
 * calendar order and events in the hub's order within a day; events without a date come first,
 * in a day of their own. Port talks of a whole voyage read as a list of times otherwise, with no
 * way to tell which evening is Naples.
 */
export function eventDays<E extends Pick<ScheduleEvent, 'fromDate'>>(events: readonly E[]): EventDay<E>[] {
  const days = new Map<string | undefined, E[]>();
  for (const event of events) {
    const date = dayOf(event);
    const day = days.get(date);
    if (day) day.push(event);
    else days.set(date, [event]);
  }
  return [...days].map(([date, dayEvents]) => ({ date, events: dayEvents })).sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
}
