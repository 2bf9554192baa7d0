import { thresholds, type Threshold } from './thresholds';

/** The part of a Lighthouse result (LH.Result) the gate reads. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string } | undefined
  >;
  runtimeError?: { code: string; message: string };
};

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  totalBlockingTimeMs: number;
};

export type FailingAudit = { id: string; title: string; category: string; displayValue?: string };

export type PageAssessment = {
  figures: PageFigures;
  /** One line per enforced threshold missed, such as "LCP 2310 ms > 1800 ms". */
  failures: string[];
  /** Targets missed that this run does not enforce (see `enforcedInGate`), within their floors. */
  openTargets: string[];
  /** The audits that cost the failing categories most, worst first. */
  failingAudits: FailingAudit[];
};

const score = (result: LighthouseResult, category: string) => result.categories[category]?.score ?? 0;
const numeric = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? Number.POSITIVE_INFINITY;

export function figuresOf(result: LighthouseResult): PageFigures {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    largestContentfulPaintMs: numeric(result, 'largest-contentful-paint'),
    cumulativeLayoutShift: numeric(result, 'cumulative-layout-shift'),
    totalBlockingTimeMs: numeric(result, 'total-blocking-time'),
  };
}

/** Audits with a score that can fail (not informative or not applicable ones). */
const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);

/**
 * The audits a developer should look at: in each category below its threshold, every scored
 * audit that did not pass, the heaviest in the score first. In performance an audit with a
 * score of 0.9 or more counts as passed, as Lighthouse's report shows it green.
 */
function failingAuditsOf(result: LighthouseResult, categories: string[], limit: number): FailingAudit[] {
  const found: (FailingAudit & { weight: number; score: number })[] = [];
  for (const category of categories) {
    const pass = category === 'performance' ? 0.9 : 1;
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || !scoredModes.has(audit.scoreDisplayMode) || audit.score === null || audit.score >= pass) continue;
      found.push({ id: audit.id, title: audit.title, category, displayValue: audit.displayValue, weight: ref.weight, score: audit.score });
    }
  }
  return found
    .sort((a, b) => b.weight - a.weight || a.score - b.score)
    .slice(0, limit)
    .map(({ weight: _weight, score: _score, ...audit }) => audit);
}

const ms = (value: number) => `${Math.round(value)} ms`;

const allThresholds = Object.keys(thresholds) as Threshold[];

/** Scores must reach their floor; times must stay under it. */
function belowFloor(threshold: Threshold, figures: PageFigures, floor: number | undefined): boolean {
  if (floor === undefined) return false;
  const value = figures[threshold];
  return threshold === 'performance' || threshold === 'accessibility' || threshold === 'bestPractices' ? value < floor : value > floor;
}

const shownFloor = (threshold: Threshold, floor: number) => (threshold.endsWith('Ms') ? ms(floor) : String(floor));

/**
 * `enforced`: the thresholds that fail the page; any other missed target is listed as open,
 * unless it is beyond its entry in `floors` (a regression), which fails the page too.
 */
export function assess(
  result: LighthouseResult,
  limit = 10,
  enforced: readonly Threshold[] = allThresholds,
  floors: Partial<Record<Threshold, number>> = {},
): PageAssessment {
  const figures = figuresOf(result);
  const missed: { threshold: Threshold; text: string }[] = [];
  const miss = (threshold: Threshold, text: string) => missed.push({ threshold, text });
  if (figures.performance < thresholds.performance)
    miss('performance', `performance ${figures.performance.toFixed(2)} < ${thresholds.performance}`);
  if (figures.accessibility < thresholds.accessibility)
    miss('accessibility', `accessibility ${figures.accessibility.toFixed(2)} < ${thresholds.accessibility}`);
  if (figures.bestPractices < thresholds.bestPractices)
    miss('bestPractices', `best practices ${figures.bestPractices.toFixed(2)} < ${thresholds.bestPractices}`);
  if (figures.largestContentfulPaintMs > thresholds.largestContentfulPaintMs)
    miss('largestContentfulPaintMs', `LCP ${ms(figures.largestContentfulPaintMs)} > ${ms(thresholds.largestContentfulPaintMs)}`);
  if (figures.cumulativeLayoutShift > thresholds.cumulativeLayoutShift)
    miss('cumulativeLayoutShift', `CLS ${figures.cumulativeLayoutShift.toFixed(3)} > ${thresholds.cumulativeLayoutShift}`);
  if (figures.totalBlockingTimeMs > thresholds.totalBlockingTimeMs)
    miss('totalBlockingTimeMs', `TBT ${ms(figures.totalBlockingTimeMs)} > ${ms(thresholds.totalBlockingTimeMs)}`);

  const failures = missed.filter((m) => enforced.includes(m.threshold)).map((m) => m.text);
  const open = missed.filter((m) => !enforced.includes(m.threshold));
  for (const m of open.filter((m) => belowFloor(m.threshold, figures, floors[m.threshold])))
    failures.push(`${m.text}, and beyond the gate's regression floor of ${shownFloor(m.threshold, floors[m.threshold]!)}`);
  const openTargets = open.filter((m) => !belowFloor(m.threshold, figures, floors[m.threshold])).map((m) => m.text);
  if (result.runtimeError)
    failures.unshift(`Lighthouse could not measure the page: ${result.runtimeError.code} ${result.runtimeError.message}`);
  // A metric can miss while its category still passes (LCP 1.9 s at performance 0.96): the
  // performance audits say what delays the metric, so they are shown for any missed metric.
  const categoryOf: Record<Threshold, string> = {
    performance: 'performance',
    accessibility: 'accessibility',
    bestPractices: 'best-practices',
    largestContentfulPaintMs: 'performance',
    cumulativeLayoutShift: 'performance',
    totalBlockingTimeMs: 'performance',
  };
  const failingCategories = [...new Set(missed.map((m) => categoryOf[m.threshold]))];
  return { figures, failures, openTargets, failingAudits: missed.length ? failingAuditsOf(result, failingCategories, limit) : [] };
}
