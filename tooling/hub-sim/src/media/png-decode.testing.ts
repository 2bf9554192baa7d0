import { inflateSync } from 'node:zlib';
import { crc32 } from './crc32';

/**
 * A PNG read back the way a decoder does (chunk CRCs checked, rows unfiltered), for the tests of
 * the encoder and of the pictures made with it. Node only: it leans on node:zlib's inflate.
 */
export function decodePng(bytes: Uint8Array) {
  const signature = [...bytes.subarray(0, 8)];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: string[] = [];
  const idat: Uint8Array[] = [];
  let [width, height, colourType] = [0, 0, 0];
  let crcsMatch = true;
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    chunks.push(type);
    if (view.getUint32(at + 8 + length) !== crc32(bytes.subarray(at + 4, at + 8 + length))) crcsMatch = false;
    if (type === 'IHDR') [width, height, colourType] = [view.getUint32(at + 8), view.getUint32(at + 12), bytes[at + 17]!];
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const channels = colourType === 6 ? 4 : 3;
  const rows = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = rows[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >>> 1, paeth][filter];
      if (predicted === undefined) throw new Error(`Unknown filter ${filter} on row ${y}`);
      pixels[y * stride + x] = (rows[y * (stride + 1) + 1 + x]! + predicted) & 0xff;
    }
  }
  return { signature, chunks, crcsMatch, width, height, colourType, rowBytes: rows.length, pixels };
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
