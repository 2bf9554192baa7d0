import type { ThemeSettings } from '@companion/theme';

/** media-and-guest-services.md §5 and §9: the cabin input takes at most 6 characters. */
export const CABIN_INPUT_MAX = 6;

/**
 * Search is enabled only when the digit count is more than the theme's minimum and less than its
 * maximum (defaults 3 and 6, some themes 2 and 4). The theme stores the allowed counts inclusive
 * (`cabinDigits` {4, 5} is the spec's "over 3 and under 6", {3, 3} its "over 2 and under 4"),
 * see docs/decisions.md "Cabin finder bounds".
 */
export function canSearchCabin(input: string, bounds: ThemeSettings['cabinDigits']): boolean {
  const digits = input.replace(/\D/g, '').length;
  return digits === input.length && digits >= bounds.min && digits <= bounds.max && digits <= CABIN_INPUT_MAX;
}
