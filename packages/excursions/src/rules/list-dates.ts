/** Route dates carry dashes where the hub's dates have slashes (bookable-services §2). */
export const hubDateFromRoute = (routeDate: string) => routeDate.replaceAll('-', '/');

const pad = (value: number) => String(value).padStart(2, '0');

/** Today (local calendar) as the list's route writes it, DD-MM-YYYY, for /onboard/excursions without a date. */
export const todayRouteDate = (now: Date = new Date()) => `${pad(now.getDate())}-${pad(now.getMonth() + 1)}-${now.getFullYear()}`;

/** An ISO date (YYYY-MM-DD) as the list's route writes it. */
export function routeDateOfIso(iso: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}` : iso;
}

/** The route's date (DD-MM-YYYY or YYYY-MM-DD, dashes or slashes) as ISO, for display; undefined otherwise. */
export function isoOfRouteDate(routeDate: string): string | undefined {
  const dayFirst = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(routeDate);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}`;
  const yearFirst = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(routeDate);
  return yearFirst ? `${yearFirst[1]}-${yearFirst[2]}-${yearFirst[3]}` : undefined;
}
