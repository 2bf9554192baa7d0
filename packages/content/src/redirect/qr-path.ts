/**
 * Old printed QR codes carry the old app's own addresses after `#/` (the frame turns
 * `#/content/detail/1001` into /QR/content/detail/1001). These are the forms still printed on
 * board; each is the same page in this app. Anything else keeps the QR route's behaviour.
 */
const segment = '[^/?#]+';
const knownPathForms: RegExp[] = [
  new RegExp(`^content/detail/${segment}$`),
  new RegExp(`^content/overview(/${segment})?$`),
  new RegExp(`^hashtag/${segment}$`),
  /^games\/overview$/,
  new RegExp(`^vod(/${segment})+$`),
  // The ship cinema's own start page (/seanetvod) is printed bare as well as with a film.
  new RegExp(`^seanetvod(/${segment})*$`),
  new RegExp(`^channel/${segment}$`),
  /^(channels|tvguide)$/,
  new RegExp(`^onboard/(excursions|excursionsbydate|excursionsbyday|excursion)/${segment}$`),
  /^onboard\/excursions$/,
  new RegExp(`^(shoreexcursions|shoreexcursion)(/${segment})?$`),
  new RegExp(`^musement(/${segment}){0,2}$`),
  new RegExp(`^dailyprogram(/${segment})?$`),
  new RegExp(`^itinerary(/${segment})+$`),
  new RegExp(`^(spa|dining|activity)(/${segment})+$`),
  new RegExp(`^muster/(home|video|status|schedule)$`),
];

/** The page for a `/QR/{path}` with a known path form, else undefined. */
export function qrPathTarget(path: string, search = ''): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed.split('/').some((part) => part === '.' || part === '..')) return undefined;
  return knownPathForms.some((form) => form.test(trimmed)) ? `/${trimmed}${search}` : undefined;
}
