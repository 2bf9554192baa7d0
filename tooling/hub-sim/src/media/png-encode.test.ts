import { describe, expect, it } from 'vitest';
import { encodePng } from './png-encode';
import { decodePng, PNG_SIGNATURE } from './png-decode.testing';

/** Bytes that do not repeat, the same on every run. */
function noise(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

describe('the PNG encoder', () => {
  it('round-trips RGB and RGBA pixels of any size through a decoder, with correct chunk CRCs', () => {
    const gradient = new Uint8Array(100 * 80 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i >> 4) & 0xff));
    for (const [pixels, width, height, channels] of [
      [noise(37 * 23 * 3, 9), 37, 23, 3],
      [gradient, 100, 80, 4],
      [new Uint8Array([1, 2, 3, 4]), 1, 1, 4],
    ] as const) {
      const png = decodePng(encodePng(pixels, width, height, channels));
      expect(png.signature).toEqual(PNG_SIGNATURE);
      expect(png.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(png.crcsMatch).toBe(true);
      expect([png.width, png.height, png.colourType]).toEqual([width, height, channels === 4 ? 6 : 2]);
      expect(Buffer.from(png.pixels).equals(pixels)).toBe(true);
    }
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodePng(new Uint8Array(5), 2, 2, 3)).toThrow(/2×2×3/);
  });
});
