import { DEMO_HLS_MP4_BASE64 } from './demo-hls-mp4';

/** A 10 s H.264 HLS stream cut from the recorded fragmented MP4: one init segment, ~2 s segments. */
export type DemoHlsStream = {
  init: Uint8Array;
  segments: readonly { bytes: Uint8Array; seconds: number }[];
};

type Box = { type: string; start: number; end: number; body: number };

function boxes(data: Uint8Array, from = 0, to = data.length): Box[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const found: Box[] = [];
  for (let at = from; at + 8 <= to;) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...data.subarray(at + 4, at + 8));
    let body = at + 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      body += 8;
    }
    if (size === 0) size = to - at;
    found.push({ type, start: at, end: at + size, body });
    at += size;
  }
  return found;
}

function child(data: Uint8Array, parent: Box, path: readonly string[]): Box | undefined {
  let current: Box | undefined = parent;
  for (const type of path) {
    if (!current) return undefined;
    current = boxes(data, current.body, current.end).find((box) => box.type === type);
  }
  return current;
}

/** Ticks of one fragment: the sum of its trun sample durations (or tfhd's default per sample). */
function fragmentTicks(data: Uint8Array, moof: Box): number {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tfhd = child(data, moof, ['traf', 'tfhd']);
  const trun = child(data, moof, ['traf', 'trun']);
  if (!tfhd || !trun) return 0;
  const tfhdFlags = view.getUint32(tfhd.body) & 0xffffff;
  let at = tfhd.body + 8;
  if (tfhdFlags & 0x1) at += 8;
  if (tfhdFlags & 0x2) at += 4;
  const defaultDuration = tfhdFlags & 0x8 ? view.getUint32(at) : 0;
  const flags = view.getUint32(trun.body) & 0xffffff;
  const count = view.getUint32(trun.body + 4);
  let sample = trun.body + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
  const perSample = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
  if (!(flags & 0x100)) return defaultDuration * count;
  let ticks = 0;
  for (let i = 0; i < count; i += 1, sample += perSample) ticks += view.getUint32(sample);
  return ticks;
}

function timescale(data: Uint8Array, moov: Box): number {
  const mdhd = child(data, moov, ['trak', 'mdia', 'mdhd']);
  if (!mdhd) return 1000;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const version = data[mdhd.body] ?? 0;
  return view.getUint32(mdhd.body + (version === 1 ? 20 : 12));
}

/** Splits a fragmented MP4 at its moof boxes: each moof+mdat pair is one segment. */
export function cutIntoHls(data: Uint8Array): DemoHlsStream {
  const top = boxes(data);
  const moov = top.find((box) => box.type === 'moov');
  const firstMoof = top.findIndex((box) => box.type === 'moof');
  if (!moov || firstMoof < 0) throw new Error('not a fragmented MP4');
  const scale = timescale(data, moov);
  const segments: { bytes: Uint8Array; seconds: number }[] = [];
  top.forEach((box, index) => {
    const mdat = top[index + 1];
    if (box.type !== 'moof' || mdat?.type !== 'mdat') return;
    segments.push({ bytes: data.slice(box.start, mdat.end), seconds: fragmentTicks(data, box) / scale });
  });
  return { init: data.slice(0, top[firstMoof]!.start), segments };
}

let stream: DemoHlsStream | undefined;

export function demoHlsStream(): DemoHlsStream {
  stream ??= cutIntoHls(Uint8Array.from(atob(DEMO_HLS_MP4_BASE64), (char) => char.charCodeAt(0)));
  return stream;
}

/**
 * The media playlist. `query` (e.g. `access_token=…`) is appended to every URI it names, so a
 * player that cannot send the bearer header (native HLS on the iPhone) carries the token it was
 * given on the playlist address to the init segment and segments too (docs/decisions.md).
 */
export function demoHlsPlaylist(query = ''): string {
  const { segments } = demoHlsStream();
  const suffix = query ? `?${query}` : '';
  const target = Math.ceil(Math.max(...segments.map((segment) => segment.seconds)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="init.mp4${suffix}"`,
    ...segments.flatMap((segment, index) => [`#EXTINF:${segment.seconds.toFixed(3)},`, `segment-${index}.m4s${suffix}`]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
