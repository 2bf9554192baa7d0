import { useMemo } from 'react';
import { qrCodeShape } from './qr-code';
import * as styles from './open-on-phone.css';

/** The white border a scanner needs around the code, in modules (ISO 18004 asks for 4). */
const QUIET_ZONE = 4;
/** Smallest side drawn, in CSS px: read from 60 cm by a phone camera (at least 240). */
const MIN_SIDE_PX = 288;

/**
 * Whole CSS pixels per module, so every module has the same width on a screen of device pixel
 * ratio 1 (crisp edges, no uneven columns a scanner stumbles on), and the side at least
 * MIN_SIDE_PX: 8 px a module for a short address, 4 px for a long one.
 */
export function qrSidePx(modules: number): number {
  const units = modules + 2 * QUIET_ZONE;
  return units * Math.max(4, Math.ceil(MIN_SIDE_PX / units));
}

function shapeOf(address: string) {
  try {
    return qrCodeShape(address);
  } catch {
    // An address too long for any QR code: the address stays readable beneath.
    return undefined;
  }
}

/**
 * The address as a QR code: dark modules on white with the quiet zone, one SVG path (crisp at any
 * size; inline SVG meets the Content-Security-Policy).
 */
export function QrCode({ address, label }: { address: string; label: string }) {
  const shape = useMemo(() => shapeOf(address), [address]);
  if (!shape) return null;
  const side = qrSidePx(shape.size);
  const units = shape.size + 2 * QUIET_ZONE;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${units} ${units}`}
      width={side}
      height={side}
      shapeRendering="crispEdges"
      data-modules={shape.size}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={units} height={units} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  );
}
