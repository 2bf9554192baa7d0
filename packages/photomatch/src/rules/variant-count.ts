/**
 * bookable-services.md §5: a variant's count never goes below 0, and a digital copy is at most 1
 * (one file is all a guest can use). Prints have no upper limit the spec names; 99 keeps a slipped
 * finger from ordering hundreds.
 */
export const MAX_PRINT_COPIES = 99;
export const MAX_DIGITAL_COPIES = 1;

export function maxCopies(digital: boolean | null | undefined): number {
  return digital ? MAX_DIGITAL_COPIES : MAX_PRINT_COPIES;
}

export function clampCount(count: number, digital: boolean | null | undefined): number {
  if (!Number.isFinite(count)) return 0;
  return Math.min(Math.max(Math.trunc(count), 0), maxCopies(digital));
}

/** The count after pressing + (1) or − (−1). */
export function stepCount(count: number, step: 1 | -1, digital: boolean | null | undefined): number {
  return clampCount(count + step, digital);
}
