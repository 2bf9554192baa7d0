import type { ThemeSettings } from '@companion/theme';

/** media-and-guest-services.md §5 and §9: the cabin input takes at most 6 characters. */
export const CABIN_INPUT_MAX = 6;

/** Search is enabled only when the digit count is more than the theme's minimum and less than its maximum (defaults 3 and 6, some themes 2 and 4). */
export function canSearchCabin(input: string, bounds: ThemeSettings['cabinDigits']): boolean {
  const digits = input.replace(/\D/g, '').length;
  return digits === input.length && digits > bounds.moreThan && digits < bounds.lessThan && digits <= CABIN_INPUT_MAX;
}

/** The digit counts Search accepts, for the hint under the keypad ("4 or 5 digits"). */
export function acceptedCabinDigits(bounds: ThemeSettings['cabinDigits']): { fewest: number; most: number } {
  return { fewest: bounds.moreThan + 1, most: Math.min(bounds.lessThan - 1, CABIN_INPUT_MAX) };
}
