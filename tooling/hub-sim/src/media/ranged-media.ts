import { HttpResponse } from 'msw';

/**
 * A media file that honours `Range: bytes=a-b`, as media elements ask: chromium asks for
 * `bytes=0-` first and needs a 206 with Content-Range to seek (and for some clips to play).
 * Article videos and the safety video both play through it.
 */
export function rangedMedia(request: Request, bytes: Uint8Array, contentType: string) {
  const headers = { 'Content-Type': contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': 'public, max-age=3600' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('Range') ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return new HttpResponse(bytes.slice().buffer, { headers });
  const size = bytes.length;
  // `bytes=-n` is the last n bytes; `bytes=a-` runs to the end.
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end)
    return new HttpResponse(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  return new HttpResponse(bytes.slice(start, end + 1).buffer, {
    status: 206,
    headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` },
  });
}
