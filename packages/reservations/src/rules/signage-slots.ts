import type { SignageSlotColour } from '@companion/hub-client';

/** bookable-services.md §9: at most 5 time slots per venue, scanned in 5-minute steps up to 2400. */
export const MAX_SIGNAGE_SLOTS = 5;
export const SLOT_STEP_MINUTES = 5;
const END_OF_DAY = 24 * 60;

export type SignageSlot = { time: string; colour: SignageSlotColour };

const keyOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

/**
 * The next slots of a venue from `now`: every 5-minute step from the current one (rounded up)
 * to 2400 is looked up in the hub's HHmm map; the first five found are shown. Empty: no slot
 * remains today.
 */
export function upcomingSlots(timeSlots: Readonly<Record<string, SignageSlotColour>>, now: Date): SignageSlot[] {
  const current = now.getHours() * 60 + now.getMinutes();
  const first = Math.ceil(current / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  const found: SignageSlot[] = [];
  for (let minutes = first; minutes < END_OF_DAY && found.length < MAX_SIGNAGE_SLOTS; minutes += SLOT_STEP_MINUTES) {
    const colour = timeSlots[keyOf(minutes)];
    if (colour) found.push({ time: `${keyOf(minutes).slice(0, 2)}:${keyOf(minutes).slice(2)}`, colour });
  }
  return found;
}
