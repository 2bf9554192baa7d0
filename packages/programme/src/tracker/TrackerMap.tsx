import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GpsProfile } from '@companion/hub-client';
import { shipIconRotation, shipIconSize, TRACKER_ZOOM } from '../rules/ship-marker';
import { shipIcon, turnShip } from './ship-icon';
import * as styles from './tracker.css';

export type TrackerMapProps = {
  position: GpsProfile;
  autoCentre: boolean;
  /** A tile address template ({z}/{x}/{y}) when the hub names a tile server; the coastline alone otherwise. */
  tiles: string | undefined;
  label: string;
  /** The zoom buttons' names (leaflet's own are English: "Zoom in", "Zoom out"). */
  zoomLabels: { zoomIn: string; zoomOut: string };
};

/** A transparent pixel: a tile that fails shows the coastline below, never a broken picture. */
const NO_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const canvasWorks = () => {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
};

/** The ship's longitude moved by whole turns next to the map's centre, so it never sits a world away. */
const nearCentre = (longitude: number, centre: number) => longitude + Math.round((centre - longitude) / 360) * 360;

/**
 * The leaflet map: the bundled coastline on a canvas in its own pane below the tiles (real tiles
 * cover it when they load; missing ones leave it showing), the hub's tiles when it has a server,
 * and the ship as a div icon turned by heading − 90°, 80 px up to zoom 13 and 40 px more a level.
 */
export function TrackerMap({ position, autoCentre, tiles, label, zoomLabels }: TrackerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | undefined>(undefined);
  const markerRef = useRef<L.Marker | undefined>(undefined);
  const [zoom, setZoom] = useState<number>(TRACKER_ZOOM.start);
  const kind = position.dataType === 'Aircraft' ? 'Aircraft' : 'Ship';

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      center: [position.latitude, position.longitude],
      zoom: TRACKER_ZOOM.start,
      minZoom: TRACKER_ZOOM.min,
      maxZoom: TRACKER_ZOOM.max,
      worldCopyJump: true,
      // Added below with the guest's words for its buttons.
      zoomControl: false,
    });
    map.attributionControl.setPrefix(false).addAttribution('Natural Earth');
    map.createPane('coastline').style.zIndex = '150';
    const renderer = canvasWorks() ? L.canvas({ pane: 'coastline' }) : L.svg({ pane: 'coastline' });
    let current = true;
    void import('./coastline').then(({ coastline }) => {
      if (!current) return;
      // GeoJSON hands its options to each polygon, so `renderer` reaches them (the types omit it).
      const options: L.GeoJSONOptions & { renderer: L.Renderer } = {
        pane: 'coastline',
        renderer,
        interactive: false,
        style: { color: '#7b8f6a', weight: 1, fillColor: '#efe9d6', fillOpacity: 1 },
      };
      L.geoJSON(coastline(), options).addTo(map);
    });
    if (tiles) L.tileLayer(tiles, { errorTileUrl: NO_TILE, maxZoom: TRACKER_ZOOM.max }).addTo(map);
    markerRef.current = L.marker([position.latitude, position.longitude], {
      icon: shipIcon(shipIconSize(TRACKER_ZOOM.start), kind),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    map.on('zoomend', () => setZoom(map.getZoom()));
    mapRef.current = map;
    return () => {
      current = false;
      map.remove();
      mapRef.current = undefined;
      markerRef.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once per tile source; position, zoom and centring follow in the effect below
  }, [tiles]);

  const { zoomIn, zoomOut } = zoomLabels;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const control = L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    return () => {
      control.remove();
    };
  }, [tiles, zoomIn, zoomOut]);

  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    const centre = map.getCenter();
    const at = L.latLng(position.latitude, nearCentre(position.longitude, centre.lng));
    marker.setIcon(shipIcon(shipIconSize(zoom), kind));
    marker.setLatLng(at);
    turnShip(marker, shipIconRotation(position.advancedInformation?.heading, position.advancedInformation?.course));
    if (autoCentre) map.panTo(at, { animate: false });
  }, [position, zoom, autoCentre, kind]);

  return <div ref={container} className={styles.map} role="region" aria-label={label} data-zoom={zoom} />;
}
