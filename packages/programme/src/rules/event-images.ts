import { rewriteImageHost, type ProgrammeEvent } from '@companion/hub-client';

/**
 * The event's Preview (card) or Full (dialog) picture, else its single image, on the host that
 * serves it (`go.` → `app.`); undefined when it has none.
 */
export function eventImage(event: Pick<ProgrammeEvent, 'images' | 'image'>, type: 'Preview' | 'Full'): string | undefined {
  const url = event.images?.find((image) => image.type === type)?.url ?? event.image ?? undefined;
  return url ? rewriteImageHost(url) : undefined;
}

/**
 * Whether a day's cards show pictures: not when no event of the day has one and the operator set
 * no default image. The Scheduled Programme's events never carry one (media §2.4 maps five text
 * fields), and a grid of sixteen grey placeholders said nothing a card's words did not.
 */
export function showsPictures(events: readonly Pick<ProgrammeEvent, 'images' | 'image'>[], defaultImage: string | undefined): boolean {
  return defaultImage !== undefined || events.some((event) => eventImage(event, 'Preview') ?? eventImage(event, 'Full'));
}
