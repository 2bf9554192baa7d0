import type { ProgrammeEvent } from '@companion/hub-client';
import { eventImage } from '../rules/event-images';

/** The first card's picture, which a programme page asks for as soon as the day's events arrive. */
export function firstEventPicture(events: readonly ProgrammeEvent[]): string | undefined {
  const first = events[0];
  return first ? eventImage(first, 'Preview') : undefined;
}
