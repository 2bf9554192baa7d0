import type { ProgrammeEvent } from '@companion/hub-client';

/** "HH:mm" or "H:mm" (the lineup's times) as minutes after midnight; undefined for "Late" or none. */
function minutesOf(time: string | null | undefined): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * What a signage board shows of today: the events not over yet at `now` (minutes after midnight).
 * An event is over when its end (its start when it has no end) has passed; one that ends after
 * midnight (end before start) is not over, and one without a readable time stays, as the
 * programme cannot say it is over.
 */
export function stillToCome(events: readonly ProgrammeEvent[], now: number): ProgrammeEvent[] {
  return events.filter((event) => {
    const start = minutesOf(event.start);
    const end = minutesOf(event.end);
    if (end !== undefined) return end >= now || (start !== undefined && end < start);
    return start === undefined || start >= now;
  });
}
