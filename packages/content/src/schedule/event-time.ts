import type { ScheduleEvent } from '@companion/hub-client';
import { formatTime } from '@companion/ui';

/** The event's start and end as the theme shows times, leaving out a "Late" or missing side. */
export function eventTimes(event: Pick<ScheduleEvent, 'startTime' | 'endTime'>, use12HourTime: boolean): string[] {
  return [formatTime(event.startTime, use12HourTime), formatTime(event.endTime, use12HourTime)].filter(Boolean);
}

/** "07:00 – 08:00", one side alone when the other is "Late" or missing, '' when neither is a time. */
export function eventTimeText(event: Pick<ScheduleEvent, 'startTime' | 'endTime'>, use12HourTime: boolean): string {
  return eventTimes(event, use12HourTime).join(' – ');
}
