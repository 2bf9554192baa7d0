/** bookable-services §9: what the card and the detail say about spaces left. */
export type AvailabilityLabel = { kind: 'remaining'; spaces: number } | { kind: 'limited' };

export function availabilityLabelFor(spaces: number | null | undefined): AvailabilityLabel | undefined {
  if (spaces === null || spaces === undefined) return undefined;
  if (spaces >= 1 && spaces <= 9) return { kind: 'remaining', spaces };
  if (spaces >= 10 && spaces <= 20) return { kind: 'limited' };
  return undefined;
}
