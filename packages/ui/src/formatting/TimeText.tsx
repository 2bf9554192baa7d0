import { formatTime } from './format-time';

/** A time of day, HH:mm or 12-hour per theme; renders nothing for a missing or "Late" time. */
export function TimeText({ value, use12HourTime }: { value: string | null | undefined; use12HourTime: boolean }) {
  const text = formatTime(value, use12HourTime);
  return text ? <time>{text}</time> : null;
}
