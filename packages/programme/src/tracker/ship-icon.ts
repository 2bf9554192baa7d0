import L from 'leaflet';
import * as styles from './tracker.css';

/** Drawn pointing east (0°), so a heading of 90° needs no turn: the rotation is heading − 90°. */
const shipSvg =
  '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false"><path d="M6 24h38l14 8-14 8H6l4-8z" fill="#0b3d6e" stroke="#fff" stroke-width="2"/><rect x="18" y="27" width="14" height="10" rx="2" fill="#fff"/></svg>';
const aircraftSvg =
  '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false"><path d="M58 32l-8-3H36L24 10h-6l6 19H12l-5-6H3l3 9-3 9h4l5-6h12l-6 19h6l12-19h14l8-3z" fill="#0b3d6e" stroke="#fff" stroke-width="2"/></svg>';

/** A div icon of `size` px whose inner element the caller turns (`turnShip`). */
export function shipIcon(size: number, kind: 'Ship' | 'Aircraft'): L.DivIcon {
  return L.divIcon({
    className: styles.shipIcon,
    html: `<div class="${styles.shipRotor}">${kind === 'Aircraft' ? aircraftSvg : shipSvg}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Turns the icon's inner element through the style property (CSSOM), which the CSP allows. */
export function turnShip(marker: L.Marker, degrees: number): void {
  const rotor = marker.getElement()?.firstElementChild;
  if (rotor instanceof HTMLElement) rotor.style.transform = `rotate(${degrees}deg)`;
}
