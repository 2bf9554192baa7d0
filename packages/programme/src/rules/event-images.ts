import type { ProgrammeEvent } from '@companion/hub-client';

/** Hosts whose first label is `go` serve their images from `app` (media §9). */
function rewriteGoHost(address: string): string {
  try {
    const url = new URL(address);
    if (!url.hostname.startsWith('go.')) return address;
    url.hostname = `app.${url.hostname.slice(3)}`;
    return url.href;
  } catch {
    return address;
  }
}

/** The event's Preview (card) or Full (dialog) picture, else its single image; undefined when it has none. */
export function eventImage(event: ProgrammeEvent, type: 'Preview' | 'Full'): string | undefined {
  const url = event.images?.find((image) => image.type === type)?.url ?? event.image ?? undefined;
  return url ? rewriteGoHost(url) : undefined;
}
