// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assess, type LighthouseResult } from './assess';
import { enforcedInGate, regressionFloors } from './thresholds';

type Overrides = { performance?: number; accessibility?: number; bestPractices?: number; lcp?: number; cls?: number; tbt?: number };

/** A Lighthouse result with passing figures unless told otherwise. */
function result(
  overrides: Overrides = {},
  failingAudits: Record<string, { score: number; weight: number; category: string }> = {},
): LighthouseResult {
  const audit = (id: string, numericValue: number) => ({ id, title: id, score: 1, scoreDisplayMode: 'numeric', numericValue });
  const audits: LighthouseResult['audits'] = {
    'largest-contentful-paint': audit('largest-contentful-paint', overrides.lcp ?? 1200),
    'cumulative-layout-shift': audit('cumulative-layout-shift', overrides.cls ?? 0),
    'total-blocking-time': audit('total-blocking-time', overrides.tbt ?? 20),
  };
  const refs: Record<string, { id: string; weight: number }[]> = { performance: [], accessibility: [], 'best-practices': [] };
  for (const [id, { score, weight, category }] of Object.entries(failingAudits)) {
    audits[id] = { id, title: `Title of ${id}`, score, scoreDisplayMode: 'binary', displayValue: `${id} value` };
    refs[category]!.push({ id, weight });
  }
  // An informative audit never counts as failing, whatever its score.
  audits['main-thread-tasks'] = { id: 'main-thread-tasks', title: 'Tasks', score: 0, scoreDisplayMode: 'informative' };
  refs.performance!.push({ id: 'main-thread-tasks', weight: 0 });
  return {
    categories: {
      performance: { score: overrides.performance ?? 0.99, auditRefs: refs.performance! },
      accessibility: { score: overrides.accessibility ?? 1, auditRefs: refs.accessibility! },
      'best-practices': { score: overrides.bestPractices ?? 1, auditRefs: refs['best-practices']! },
    },
    audits,
  };
}

describe('assess: the thresholds of issue 20', () => {
  it('passes a page at every threshold exactly', () => {
    const page = assess(result({ performance: 0.95, lcp: 1800, cls: 0.02, tbt: 100 }));
    expect(page.failures).toEqual([]);
    expect(page.figures).toEqual({
      performance: 0.95,
      accessibility: 1,
      bestPractices: 1,
      largestContentfulPaintMs: 1800,
      cumulativeLayoutShift: 0.02,
      totalBlockingTimeMs: 100,
    });
  });

  it.each([
    [{ performance: 0.94 }, 'performance 0.94 < 0.95'],
    [{ accessibility: 0.98 }, 'accessibility 0.98 < 1'],
    [{ bestPractices: 0.96 }, 'best practices 0.96 < 1'],
    [{ lcp: 1801 }, 'LCP 1801 ms > 1800 ms'],
    [{ cls: 0.021 }, 'CLS 0.021 > 0.02'],
    [{ tbt: 101 }, 'TBT 101 ms > 100 ms'],
  ])('fails a page just past one threshold: %o', (overrides, failure) => {
    expect(assess(result(overrides)).failures).toEqual([failure]);
  });

  it('names the failing audits of the failing category, heaviest first, and not those of a passing one', () => {
    const page = assess(
      result(
        { accessibility: 0.9 },
        {
          'color-contrast': { score: 0, weight: 7, category: 'accessibility' },
          'image-alt': { score: 0, weight: 10, category: 'accessibility' },
          'unused-javascript': { score: 0.5, weight: 0, category: 'performance' },
        },
      ),
    );
    expect(page.failingAudits.map((audit) => audit.id)).toEqual(['image-alt', 'color-contrast']);
    expect(page.failingAudits[0]).toEqual({
      id: 'image-alt',
      title: 'Title of image-alt',
      category: 'accessibility',
      displayValue: 'image-alt value',
    });
  });

  it('shows the performance audits when a metric fails although the category passes', () => {
    const page = assess(result({ lcp: 2400 }, { 'lcp-discovery-insight': { score: 0, weight: 0, category: 'performance' } }));
    expect(page.failingAudits.map((audit) => audit.id)).toEqual(['lcp-discovery-insight']);
  });

  it('fails a page Lighthouse could not measure', () => {
    const broken = { ...result(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    expect(assess(broken).failures).toContain('Lighthouse could not measure the page: NO_FCP The page did not paint any content.');
  });
});

describe('assess in the test gate (--gate)', () => {
  it('fails on performance, accessibility, best practices, layout shift and TBT, and lists a missed LCP without failing', () => {
    const page = assess(result({ lcp: 2400 }), 10, enforcedInGate);
    expect(page.failures).toEqual([]);
    expect(page.openTargets).toEqual(['LCP 2400 ms > 1800 ms']);
    expect(assess(result({ cls: 0.1 }), 10, enforcedInGate).failures).toEqual(['CLS 0.100 > 0.02']);
    expect(assess(result({ accessibility: 0.98, lcp: 2400 }), 10, enforcedInGate).failures).toEqual(['accessibility 0.98 < 1']);
    expect(assess(result({ performance: 0.94 }), 10, enforcedInGate).failures).toEqual(['performance 0.94 < 0.95']);
    expect(assess(result({ tbt: 120 }), 10, enforcedInGate).failures).toEqual(['TBT 120 ms > 100 ms']);
  });
});

describe('assess in the test gate: the regression floor for LCP, not yet enforced', () => {
  const gate = (overrides: Overrides) => assess(result(overrides), 10, enforcedInGate, regressionFloors);

  it('lists a missed LCP within its floor as open, without failing', () => {
    const page = gate({ lcp: 2500 });
    expect(page.failures).toEqual([]);
    expect(page.openTargets).toEqual(['LCP 2500 ms > 1800 ms']);
  });

  it('passes a page exactly at the floor', () => {
    expect(gate({ lcp: 2900 }).failures).toEqual([]);
  });

  it('fails a page that has fallen beyond the floor, naming the target and the floor', () => {
    expect(gate({ lcp: 3000 }).failures).toEqual(["LCP 3000 ms > 1800 ms, and beyond the gate's regression floor of 2900 ms"]);
  });

  it('names the audits to fix when a floor fails', () => {
    const page = assess(
      result({ performance: 0.8 }, { 'render-blocking-resources': { score: 0.5, weight: 0, category: 'performance' } }),
      10,
      enforcedInGate,
      regressionFloors,
    );
    expect(page.failingAudits.map((audit) => audit.id)).toEqual(['render-blocking-resources']);
  });
});
