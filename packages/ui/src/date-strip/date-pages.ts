export const DATES_PER_PAGE = 7;

/** Splits a list of dates into pages of seven for the date strip (the guest pages with chevrons). */
export function pageOfDates<T>(dates: readonly T[], page: number, perPage = DATES_PER_PAGE): T[] {
  return dates.slice(page * perPage, page * perPage + perPage);
}

export function pageCount(total: number, perPage = DATES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page that holds the selected date, so the strip opens where the guest is. */
export function pageOfSelected<T>(dates: readonly T[], selected: T | undefined, perPage = DATES_PER_PAGE): number {
  const index = selected === undefined ? -1 : dates.indexOf(selected);
  return index < 0 ? 0 : Math.floor(index / perPage);
}
