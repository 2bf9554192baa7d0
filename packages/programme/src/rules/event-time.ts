import { formatTime } from '@companion/ui';

/**
 * The card's time: "start – end", the start alone, or nothing (the card then shows its fallback
 * text). "Late", empty or unreadable counts as no time (platform §2.3).
 */
export function eventTimeRange(start: string | null | undefined, end: string | null | undefined, use12HourTime: boolean): string {
  const from = formatTime(start, use12HourTime);
  const to = formatTime(end, use12HourTime);
  if (from && to) return `${from} – ${to}`;
  return from;
}
