import { feature } from 'topojson-client';
import land from 'world-atlas/land-50m.json';

type Topology = Parameters<typeof feature>[0];
type LandObject = Parameters<typeof feature>[1];

/**
 * Natural Earth's 1:50m land, bundled with the app (world-atlas), as GeoJSON for leaflet: the map
 * shows land and sea with no tile server, which a ship at sea often lacks. Only the tracker's
 * chunk imports this module, so no other route downloads the ~0.5 MB of coastline.
 */
export function coastline() {
  const topology = land as unknown as Topology & { objects: { land: LandObject } };
  return feature(topology, topology.objects.land);
}
