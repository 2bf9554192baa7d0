import type { ProgrammeEvent } from '@companion/hub-client';
import { stillToCome } from './still-to-come';

/** As many as a port day's page shows beside its weather: more is the Daily Programme's job. */
export const DAY_HIGHLIGHTS = 5;
/** A sign never scrolls: under a port day's facts there is room for three at its type size. */
export const DAY_HIGHLIGHTS_ON_SIGNAGE = 3;

/**
 * What an itinerary day shows of its programme: the first events of the day, or on today's date
 * those not over yet at `now` (minutes after midnight), at most `limit`.
 */
export function dayHighlights(events: readonly ProgrammeEvent[], isToday: boolean, now: number, limit = DAY_HIGHLIGHTS): ProgrammeEvent[] {
  return (isToday ? stillToCome(events, now) : events).slice(0, limit);
}
