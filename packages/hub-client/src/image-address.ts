/**
 * Image addresses (platform.md §7.1, §9): blobs/image with an id or a reference, an optional
 * width and category. Pure, so a tile can build its address without a request.
 */
export type ImageSource = { id: string | number } | { reference: string | number };

export const imageWidths = { tile: 400, thumbnail: 200, kioskCard: 420 } as const;

export type ImageOptions = { width?: number | undefined; category?: string | undefined };

/** `hub` is a HubClient or its API address, so pure code and stories need no client. */
export function imageAddress(hub: string | { readonly hubApiUrl: string }, source: ImageSource, options: ImageOptions = {}): string {
  const hubApiUrl = typeof hub === 'string' ? hub : hub.hubApiUrl;
  const url = new URL('blobs/image', hubApiUrl.endsWith('/') ? hubApiUrl : `${hubApiUrl}/`);
  if ('id' in source) url.searchParams.set('id', String(source.id));
  else url.searchParams.set('reference', String(source.reference));
  if (options.width) url.searchParams.set('width', String(options.width));
  if (options.category) url.searchParams.set('category', options.category);
  return url.href;
}

/** Image hosts whose first label is `go` are served from `app` (platform.md §9). */
export function rewriteImageHost(address: string): string {
  try {
    const url = new URL(address);
    if (!url.hostname.startsWith('go.')) return address;
    url.hostname = `app.${url.hostname.slice(3)}`;
    return url.href;
  } catch {
    return address;
  }
}
