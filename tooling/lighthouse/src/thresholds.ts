/**
 * What every page's median run must reach (issue 20, point 2). Scores are Lighthouse's 0–1;
 * times in milliseconds. Lower them never: fix the page instead.
 */
export const thresholds = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  largestContentfulPaintMs: 1800,
  cumulativeLayoutShift: 0.02,
  totalBlockingTimeMs: 100,
} as const;

export type Threshold = keyof typeof thresholds;

/**
 * What `--gate` (the test gate) fails on today. Accessibility and best practices hold on every
 * page and do not move with the machine's load. Layout shift holds on every page since the
 * excursion list shows its date strip with its cards (0.000–0.002 in every median; it depends on
 * what arrives in which order, not on the machine's speed). Performance, LCP and TBT are measured
 * and printed against their targets on every gate run but fail only `pnpm lighthouse` without
 * `--gate`: no page meets them yet (issue 20 stays open until they do, then they join this list).
 */
export const enforcedInGate: readonly Threshold[] = ['accessibility', 'bestPractices', 'cumulativeLayoutShift'];
