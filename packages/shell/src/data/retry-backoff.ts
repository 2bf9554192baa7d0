/** The first automatic retry after the hub could not be reached. */
export const FIRST_RETRY_MS = 5_000;
/** The longest pause between automatic retries: a screen left alone still recovers within it. */
export const LONGEST_RETRY_MS = 120_000;

/** The pause before asking again after `failures` attempts in a row could not reach the hub. */
export function nextRetryDelay(failures: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}
