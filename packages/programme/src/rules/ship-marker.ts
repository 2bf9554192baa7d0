/** media §9: zoom starts at 4, between 3 and 18. */
export const TRACKER_ZOOM = { start: 4, min: 3, max: 18 } as const;

/** A heading or course of 511 means unknown (AIS). */
export const UNKNOWN_BEARING = 511;

/** Icon size: 80 px up to zoom 13, then 40 more per level. */
export function shipIconSize(zoom: number): number {
  return zoom <= 13 ? 80 : 80 + (zoom - 13) * 40;
}

/** The icon is drawn pointing east, so it turns by heading − 90°; unknown heading draws it unturned. */
export function shipIconRotation(heading: number | null | undefined, course: number | null | undefined): number {
  const bearing = knownBearing(heading) ?? knownBearing(course);
  return bearing === undefined ? 0 : bearing - 90;
}

const knownBearing = (value: number | null | undefined) =>
  value === null || value === undefined || value === UNKNOWN_BEARING ? undefined : value;

/** "Showing approximate location." when the heading or the course is 511 (media §8, issue 15). */
export function isApproximate(heading: number | null | undefined, course: number | null | undefined): boolean {
  return heading === UNKNOWN_BEARING || course === UNKNOWN_BEARING;
}

/**
 * Longitudes unwrapped so a line crossing 180° continues past it (190°) instead of jumping back
 * across the map (-170°).
 */
export function unwrapLongitudes(longitudes: readonly number[]): number[] {
  const out: number[] = [];
  for (const longitude of longitudes) {
    const previous = out[out.length - 1];
    if (previous === undefined) out.push(longitude);
    else out.push(longitude + Math.round((previous - longitude) / 360) * 360);
  }
  return out;
}
