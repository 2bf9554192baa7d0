/**
 * bookable-services §9 duration filter, bounds in minutes. Both ends count, as the spec gives
 * them: a 2-hour excursion shows under "2h or less" and under "2h to 5h".
 */
export const durationFilters = {
  all: { min: 0, max: 1440 },
  short: { min: 0, max: 120 },
  medium: { min: 120, max: 300 },
  long: { min: 300, max: 1440 },
} as const;
export type DurationFilter = keyof typeof durationFilters;
export const durationFilterIds = Object.keys(durationFilters) as DurationFilter[];

export function isDurationFilter(value: string | null | undefined): value is DurationFilter {
  return !!value && value in durationFilters;
}

/**
 * An excursion without a duration shows only under "all" (nothing to measure, so nothing to
 * hide); one with a duration must fall within the chosen bounds, "all" included (0–1440).
 */
export function matchesDuration(minutes: number | null | undefined, filter: DurationFilter): boolean {
  if (minutes === null || minutes === undefined) return filter === 'all';
  const { min, max } = durationFilters[filter];
  return minutes >= min && minutes <= max;
}
