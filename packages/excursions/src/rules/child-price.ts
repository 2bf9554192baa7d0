/** The child price as the guest reads it (bookable-services §9). */
export type ChildPrice = { kind: 'not-available' } | { kind: 'free' } | { kind: 'price'; amount: number };

const CHILD_AGE_LIMIT = 12;

/**
 * "(3-12)", or "(minimumAge-12)" when the excursion's minimum age is above 2. Above 12 there is
 * no child band at all (the price is N/A), so none is shown rather than "(16-12)".
 */
export function childAgeBand(minimumAge: number | null | undefined): string {
  if (minimumAge !== null && minimumAge !== undefined && minimumAge > CHILD_AGE_LIMIT) return '';
  const from = minimumAge !== null && minimumAge !== undefined && minimumAge > 2 ? minimumAge : 3;
  return `(${from}-${CHILD_AGE_LIMIT})`;
}

export function childPriceOf(child: number | null | undefined, minimumAge: number | null | undefined): ChildPrice {
  if (minimumAge !== null && minimumAge !== undefined && minimumAge > CHILD_AGE_LIMIT) return { kind: 'not-available' };
  if (child === null || child === undefined) return { kind: 'not-available' };
  if (child === 0) return { kind: 'free' };
  return { kind: 'price', amount: child };
}

/** What a child pays as a number (0 when free), or undefined when no child price applies. */
export function childAmountOf(child: number | null | undefined, minimumAge: number | null | undefined): number | undefined {
  const price = childPriceOf(child, minimumAge);
  return price.kind === 'price' ? price.amount : price.kind === 'free' ? 0 : undefined;
}
