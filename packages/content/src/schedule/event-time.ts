import type { ScheduleEvent } from '@companion/hub-client';
import { formatTime } from '@companion/ui';

/** "07:00 – 08:00", one side alone when the other is "Late" or missing, '' when neither is a time. */
export function eventTimeText(event: Pick<ScheduleEvent, 'startTime' | 'endTime'>, use12HourTime: boolean): string {
  const start = formatTime(event.startTime, use12HourTime);
  const end = formatTime(event.endTime, use12HourTime);
  if (start && end) return `${start} – ${end}`;
  return start || end;
}
