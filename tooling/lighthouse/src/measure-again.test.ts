import { describe, expect, it } from 'vitest';
import type { PageAssessment } from './assess';
import { worthMeasuringAgain } from './measure-again';

const assessment = (failures: string[], figures: Partial<PageAssessment['figures']> = {}): PageAssessment => ({
  failures,
  openTargets: [],
  failingAudits: [],
  figures: {
    performance: 0.97,
    accessibility: 1,
    bestPractices: 1,
    largestContentfulPaintMs: 2000,
    cumulativeLayoutShift: 0,
    totalBlockingTimeMs: 20,
    ...figures,
  },
});

describe('measuring a failed page again', () => {
  it('is not needed when the page passed', () => {
    expect(worthMeasuringAgain(assessment([]))).toBe(false);
  });

  it('is done when a figure that moves with the host’s load missed', () => {
    expect(worthMeasuringAgain(assessment(['TBT 111 ms > 100 ms'], { totalBlockingTimeMs: 111 }))).toBe(true);
    expect(worthMeasuringAgain(assessment(['performance 0.94 < 0.95'], { performance: 0.94 }))).toBe(true);
  });

  it('is not done when accessibility or best practices missed: no load changes those', () => {
    expect(worthMeasuringAgain(assessment(['accessibility 0.98 < 1', 'TBT 120 ms > 100 ms'], { accessibility: 0.98 }))).toBe(false);
    expect(worthMeasuringAgain(assessment(['best practices 0.96 < 1'], { bestPractices: 0.96 }))).toBe(false);
  });
});
