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
 * `--gate`: no page meets all of them yet (issue 20 stays open until they do, then they join this
 * list). Until then `regressionFloors` keeps what has been won.
 */
export const enforcedInGate: readonly Threshold[] = ['accessibility', 'bestPractices', 'cumulativeLayoutShift'];

/**
 * What `--gate` fails on for the targets it does not enforce yet: a page that falls this far
 * behind has regressed, not met a noisy run. Set from the gate's medians on a quiet two-core
 * runner since the start-up work landed (docs/performance.md, "Lighthouse"): performance
 * 0.91–0.98, LCP 1.7–2.9 s, TBT 7–126 ms; each floor leaves that spread room (0.03, ~300 ms,
 * twice the worst TBT). Before that work the same pages gave 0.74–0.92, LCP 3.5 s, TBT 475 ms,
 * all of which these floors would have stopped. Raise them as the pages improve; lower them never.
 */
export const regressionFloors: Partial<Record<Threshold, number>> = {
  performance: 0.88,
  largestContentfulPaintMs: 3200,
  totalBlockingTimeMs: 250,
};
