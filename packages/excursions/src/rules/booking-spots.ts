import type { ExcursionAvailability } from '@companion/hub-client';

/** bookable-services §9: as many as a party can be when the hub gives no number. */
export const UNKNOWN_SPOTS = 99;

/**
 * Spots a booking may take: the hub's count when it sends one; otherwise 99 while the excursion
 * is available or its availability unknown, and none when the hub says it is not available.
 */
export function spotsFrom(availability: ExcursionAvailability | undefined): number {
  const count = availability?.currentAvailability;
  if (count !== null && count !== undefined) return Math.max(0, count);
  return availability?.available === false ? 0 : UNKNOWN_SPOTS;
}
