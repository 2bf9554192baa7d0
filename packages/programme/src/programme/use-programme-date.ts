import { useParams, useSearchParams } from 'react-router';
import type { Schedule } from '@companion/hub-client';
import { isoOfProgrammeParam, openingDate, todayIso } from '../rules/programme-dates';

/**
 * The programme's date: `?date=YYYY-MM-DD` once the guest picks one (Back returns to the day
 * before), else /dailyprogram/{date}'s today, tomorrow or DD-MM-YYYY, else today on the voyage.
 * `invalid` when the route's date is none of those.
 */
export function useProgrammeDate(days: readonly Schedule[]) {
  const param = useParams().date;
  const [search, setSearch] = useSearchParams();
  const picked = search.get('date');
  const fromRoute = param === undefined ? undefined : isoOfProgrammeParam(param);
  const invalid = param !== undefined && fromRoute === undefined && !picked;
  const today = todayIso();
  const selected =
    openingDate(
      picked ?? fromRoute,
      days.map((day) => day.date),
      today,
    ) ?? today;
  const select = (date: string) => setSearch({ date });
  return { selected, select, invalid };
}
