import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** A QR code as one SVG outline: `size` modules a side, `path` the dark modules in module units. */
export type QrCodeShape = { size: number; path: string };

/**
 * The QR code of an address. At least error correction M (15 %): a kiosk's glossy screen and its
 * glare cost a phone camera more modules than paper does; lean-qr raises the level further where
 * the chosen version has room. Throws for an address too long for any QR code (over ~2.3 kB at M).
 */
export function qrCodeShape(text: string): QrCodeShape {
  const code = generate(text, { minCorrectionLevel: correction.M });
  return { size: code.size, path: toSvgPath(code) };
}
