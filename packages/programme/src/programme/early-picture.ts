import { readUnchecked } from '@companion/hub-client';
import type { EarlyPicture } from '@companion/shell';
import { eventImage } from '../rules/event-images';

type EventImage = { type: string; url: string };

const isEventImage = (image: unknown): image is EventImage =>
  typeof readUnchecked(image, 'type') === 'string' && typeof readUnchecked(image, 'url') === 'string';

/**
 * Today's Daily Programme opens with the day's first event (programme-routes.ts: the voyage's days,
 * then today's lineup). It opens on today only when today is a day of the voyage and no date is in
 * the address (useProgrammeDate); otherwise the first card is another day's, and no picture is
 * named.
 */
export const earlyPicture: EarlyPicture = ([days, lineup], { search }) => {
  const today = readUnchecked(lineup, 0, 'date');
  const voyage = Array.isArray(days) ? days : [];
  if (new URLSearchParams(search).has('date') || typeof today !== 'string') return undefined;
  if (!voyage.some((day) => readUnchecked(day, 'date') === today)) return undefined;
  const first = readUnchecked(lineup, 0, 'events', 0);
  const images = readUnchecked(first, 'images');
  const image = readUnchecked(first, 'image');
  return eventImage(
    { images: Array.isArray(images) ? images.filter(isEventImage) : undefined, image: typeof image === 'string' ? image : undefined },
    'Preview',
  );
};
