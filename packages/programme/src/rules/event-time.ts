import { formatTime } from '@companion/ui';

/**
 * Ranges already worked out, by start, end and clock. A day repeats a few dozen times over
 * 2,000 events, and parsing them with luxon was a tenth of a search keystroke's script time
 * (docs/performance.md), so each distinct range is formatted once. Bounded, to be safe.
 */
const formatted = new Map<string, string>();
const MAX_REMEMBERED = 2_000;

function formatRange(start: string | null | undefined, end: string | null | undefined, use12HourTime: boolean): string {
  const from = formatTime(start, use12HourTime);
  const to = formatTime(end, use12HourTime);
  if (from && to) return `${from} – ${to}`;
  return from;
}

/**
 * The card's time: "start – end", the start alone, or nothing (the card then shows its fallback
 * text). "Late", empty or unreadable counts as no time (platform §2.3).
 */
export function eventTimeRange(start: string | null | undefined, end: string | null | undefined, use12HourTime: boolean): string {
  const key = `${start ?? ''}\u0000${end ?? ''}\u0000${use12HourTime ? 12 : 24}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const range = formatRange(start, end, use12HourTime);
  if (formatted.size >= MAX_REMEMBERED) formatted.clear();
  formatted.set(key, range);
  return range;
}
