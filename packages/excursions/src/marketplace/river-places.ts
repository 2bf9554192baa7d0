/** A marketplace city of the river cruise: the pair the activities call needs. */
export type RiverPlace = { countryId: string; cityId: string };

/**
 * The river cruise's places, as the operator writes them into the dashboard module's address:
 * `/musement-river/excursions?city=49/4903&city=49/4904` (country id / city id, in the order the
 * ship calls), given as the `city` values. Malformed and repeated entries are skipped
 * (docs/decisions.md).
 */
export function riverPlacesOf(values: readonly string[]): RiverPlace[] {
  const places: RiverPlace[] = [];
  for (const value of values) {
    const match = /^\s*([^/\s]+)\s*\/\s*([^/\s]+)\s*$/.exec(value);
    if (!match) continue;
    const [, countryId = '', cityId = ''] = match;
    if (!places.some((place) => place.countryId === countryId && place.cityId === cityId)) places.push({ countryId, cityId });
  }
  return places;
}
