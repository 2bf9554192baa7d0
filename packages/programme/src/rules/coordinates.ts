/** The compass letters a language writes after a latitude or longitude. */
export type Hemispheres = { north: string; south: string; east: string; west: string };

/**
 * A position as a sailor reads it: degrees to two decimals in the guest's number format, with
 * its hemisphere ("39.85° N, 2.55° E"; in German "39,85° N, 2,55° O") rather than bare signed
 * numbers, where "-0.12" says nothing to a guest about which side of Greenwich the ship is.
 */
export function formatCoordinates(latitude: number, longitude: number, locale: string, letters: Hemispheres) {
  const degrees = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    latitude: `${degrees.format(Math.abs(latitude))}° ${latitude < 0 ? letters.south : letters.north}`,
    longitude: `${degrees.format(Math.abs(longitude))}° ${longitude < 0 ? letters.west : letters.east}`,
  };
}
