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
 * excursion list shows its date strip with its cards (0.000–0.002 in every median). Performance
 * and TBT joined when every page met them with room: since the first screen's largest picture
 * loads first and nothing else ends before it is drawn, the medians are 0.96–0.99 and LCP
 * 2.0–2.5 s (a page fell to 0.94 when its LCP reached 2.8–2.9 s), and TBT has stayed at 0–76 ms
 * in every median of the 19 gates since the start-up work (docs/performance.md, "Lighthouse").
 * LCP is measured and printed against its 1.8 s target on every gate run but fails only
 * `pnpm lighthouse` without `--gate`: no page meets it (issue 20 stays open until one does); until
 * then `regressionFloors` keeps what has been won.
 */
export const enforcedInGate: readonly Threshold[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'cumulativeLayoutShift',
  'totalBlockingTimeMs',
];

/**
 * What `--gate` fails on for the targets it does not enforce yet: a page that falls this far
 * behind has regressed, not met a noisy run. LCP's floor leaves the gate's medians (2.0–2.5 s
 * since the pictures load first, 2.2–2.9 s before) about 350 ms of room. Before the start-up work
 * the same pages gave LCP 3.5 s. Lower it as the pages improve; raise it never.
 */
export const regressionFloors: Partial<Record<Threshold, number>> = {
  largestContentfulPaintMs: 2900,
};
