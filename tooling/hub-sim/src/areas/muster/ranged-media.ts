import { HttpResponse } from 'msw';

/**
 * A media file that honours `Range: bytes=a-b` as chromium asks (a 206 with Content-Range is
 * needed to seek). The same behaviour as the content area's article videos, kept here because
 * that helper is private to the content handlers.
 */
export function rangedMedia(request: Request, bytes: Uint8Array, contentType: string) {
  const headers = { 'Content-Type': contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': 'public, max-age=3600' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('Range') ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return new HttpResponse(bytes.slice().buffer, { headers });
  const size = bytes.length;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end)
    return new HttpResponse(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  return new HttpResponse(bytes.slice(start, end + 1).buffer, {
    status: 206,
    headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` },
  });
}
