import type { ScheduleEvent } from '@companion/hub-client';
import { formatTime } from '@companion/ui';

/**
 * The event's start and end as the theme writes times ("07:00", "7:00 PM"), leaving out a side
 * that is "Late" or missing: none when neither is a time. Shown as a range joined by a dash.
 */
export function eventTimes(event: Pick<ScheduleEvent, 'startTime' | 'endTime'>, use12HourTime: boolean): string[] {
  return [formatTime(event.startTime, use12HourTime), formatTime(event.endTime, use12HourTime)].filter(Boolean);
}
