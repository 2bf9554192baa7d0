/** A ring of [longitude, latitude] points, as GeoJSON writes them. */
export type Ring = number[][];
/** A polygon as GeoJSON writes it: its outline, then its holes. */
export type PolygonRings = Ring[];

/** How many times a ring steps across the antimeridian, from about 180° to about −180° or back. */
function crossings(ring: Ring): number {
  let count = 0;
  for (let index = 1; index < ring.length; index++) {
    if (Math.abs(ring[index]![0]! - ring[index - 1]![0]!) > 180) count++;
  }
  return count;
}

/** The ring with each longitude moved by whole turns next to the one before it: no step of 360°. */
function continuous(ring: Ring): Ring {
  const flat: Ring = [];
  for (const [longitude = 0, ...rest] of ring) {
    const previous = flat.at(-1)?.[0];
    flat.push([previous === undefined ? longitude : longitude + Math.round((previous - longitude) / 360) * 360, ...rest]);
  }
  return flat;
}

const shifted = (polygon: PolygonRings, by: number): PolygonRings =>
  polygon.map((ring) => ring.map(([longitude = 0, ...rest]) => [longitude + by, ...rest]));

function longitudeRange(ring: Ring): [number, number] {
  let west = Infinity;
  let east = -Infinity;
  for (const [longitude = 0] of ring) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  return [west, east];
}

/**
 * Land for a flat map. Natural Earth's polygons (world-atlas) are stitched across the antimeridian
 * for a globe: Chukotka is part of Eurasia, its outline stepping from 180° to −180°. Leaflet draws
 * that step as an edge across the whole world, and the map showed bands of land over the Arctic
 * sea. A polygon that crosses is made continuous (longitudes beyond ±180°) and drawn once more a
 * world to the other side, so both edges of the map have it. A ring round a pole (Antarctica)
 * crosses once, and its closing edge along the bottom of the map is right: it is left as it is.
 */
export function flatPolygons(polygons: PolygonRings[]): PolygonRings[] {
  return polygons.flatMap((polygon) => {
    const outline = polygon[0];
    const steps = outline ? crossings(outline) : 0;
    if (steps === 0 || steps % 2 === 1) return [polygon];
    const flat = polygon.map(continuous);
    const [west, east] = longitudeRange(flat[0]!);
    return [flat, ...(east > 180 ? [shifted(flat, -360)] : []), ...(west < -180 ? [shifted(flat, 360)] : [])];
  });
}
