import { rewriteImageHost, type ProgrammeEvent } from '@companion/hub-client';

/**
 * The event's Preview (card) or Full (dialog) picture, else its single image, on the host that
 * serves it (`go.` → `app.`); undefined when it has none.
 */
export function eventImage(event: Pick<ProgrammeEvent, 'images' | 'image'>, type: 'Preview' | 'Full'): string | undefined {
  const url = event.images?.find((image) => image.type === type)?.url ?? event.image ?? undefined;
  return url ? rewriteImageHost(url) : undefined;
}
