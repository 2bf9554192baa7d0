import { zlibSync } from 'fflate';
import { crc32 } from './crc32';
import { joinBytes } from './join-bytes';

/**
 * PNG bytes from a pixel buffer, built byte by byte so the demo hub serves real pictures without
 * shipping binaries or pulling in an image library.
 */

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const paeth = (left: number, up: number, upLeft: number) => {
  const p = left + up - upLeft;
  const [dl, du, dul] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return dl <= du && dl <= dul ? left : du <= dul ? up : upLeft;
};

/** PNG's five row filters, each predicting a byte from its left, upper and upper-left neighbours. */
const predictors: ReadonlyArray<(left: number, up: number, upLeft: number) => number> = [
  () => 0,
  (left) => left,
  (_, up) => up,
  (left, up) => (left + up) >>> 1,
  paeth,
];

/**
 * Each row filtered the way that leaves the smallest differences (the heuristic libpng uses):
 * gradients and anti-aliased edges then repeat, which the deflate search finds.
 */
function filterRows(pixels: Uint8Array, width: number, height: number, channels: number): Uint8Array {
  const stride = width * channels;
  const out = new Uint8Array(height * (1 + stride));
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    let bestCost = Infinity;
    for (let type = 0; type < predictors.length; type += 1) {
      const predict = predictors[type]!;
      let cost = 0;
      for (let x = 0; x < stride; x += 1) {
        const left = x >= channels ? pixels[row + x - channels]! : 0;
        const up = y > 0 ? pixels[row - stride + x]! : 0;
        const upLeft = y > 0 && x >= channels ? pixels[row - stride + x - channels]! : 0;
        const value = (pixels[row + x]! - predict(left, up, upLeft)) & 0xff;
        candidate[x] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (cost < bestCost) {
        bestCost = cost;
        out[y * (1 + stride)] = type;
        out.set(candidate, y * (1 + stride) + 1);
      }
    }
  }
  return out;
}

/** A PNG of `width`×`height` pixels, 8 bits a channel: RGB with 3 channels, RGBA with 4. */
export function encodePng(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Uint8Array {
  if (pixels.length !== width * height * channels) throw new Error(`Expected ${width}×${height}×${channels} bytes, got ${pixels.length}`);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8); // 8 bits, truecolour (with alpha), deflate, adaptive filters, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(filterRows(pixels, width, height, channels), { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ];
  return joinBytes(parts);
}
