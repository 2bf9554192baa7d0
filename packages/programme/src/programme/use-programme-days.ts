import { useMemo } from 'react';
import { getItineraryDays, type Schedule } from '@companion/hub-client';
import { useHubData } from '@companion/shell';
import { validSchedules } from '../rules/programme-dates';
import { PROGRAMME_CACHE_MS } from './events-on';

export type ProgrammeDays = {
  days: readonly Schedule[];
  /** Still asked for: the page holds its heading and events so the strip cannot push them down. */
  pending: boolean;
};

/**
 * The voyage's days for the date strip and the day headings: the schedules passing the validity
 * check. A failed list leaves the strip out; the programme of the chosen date still shows.
 */
export function useProgrammeDays(): ProgrammeDays {
  const schedules = useHubData(getItineraryDays, { cache: { key: 'itinerary/schedules', lifetimeMs: PROGRAMME_CACHE_MS } });
  return useMemo(
    () => ({ days: schedules.status === 'ready' ? validSchedules(schedules.value) : [], pending: schedules.status === 'loading' }),
    [schedules],
  );
}

export { PROGRAMME_CACHE_MS };
