import { feature } from 'topojson-client';
import land from 'world-atlas/land-50m.json';
import { flatPolygons } from '../rules/antimeridian';

type Topology = Parameters<typeof feature>[0];
type LandObject = Parameters<typeof feature>[1];
type Land = ReturnType<typeof feature>;
type Geometry = Extract<Land, { type: 'Feature' }>['geometry'];

/** A geometry's polygons for a flat map (`flatPolygons`), as one MultiPolygon. */
function flatGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: flatPolygons(geometry.coordinates) };
  if (geometry.type === 'Polygon') return { type: 'MultiPolygon', coordinates: flatPolygons([geometry.coordinates]) };
  return geometry;
}

/**
 * Natural Earth's 1:50m land, bundled with the app (world-atlas), as GeoJSON for leaflet: the map
 * shows land and sea with no tile server, which a ship at sea often lacks. Only the tracker's
 * chunk imports this module, so no other route downloads the ~0.5 MB of coastline.
 */
export function coastline() {
  const topology = land as unknown as Topology & { objects: { land: LandObject } };
  const world = feature(topology, topology.objects.land);
  const features = world.type === 'FeatureCollection' ? world.features : [world];
  return {
    type: 'FeatureCollection' as const,
    features: features.map((item) => ({ ...item, geometry: flatGeometry(item.geometry) })),
  };
}
