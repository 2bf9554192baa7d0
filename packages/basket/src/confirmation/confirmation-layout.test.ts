// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cellLabelRule,
  cellRule,
  EXCURSION_ROWS_BELOW,
  factsRule,
  factValueRule,
  headRule,
  rowRule,
  tableRule,
} from './confirmation-layout';

// jsdom measures no widths; these are the rules that keep the confirmation within a 390 px phone.
const narrow = `(max-width: ${EXCURSION_ROWS_BELOW})`;
const whenNarrow = (rule: object) => (rule as { '@container'?: Record<string, Record<string, unknown>> })['@container']?.[narrow];

describe('confirmation layout', () => {
  it('lets a long e-mail address break instead of widening the page', () => {
    expect(factValueRule.overflowWrap).toBe('anywhere');
    // A plain 1fr column would still be as wide as the unbroken address.
    expect(factsRule.gridTemplateColumns).toBe('max-content minmax(0, 1fr)');
  });

  it('turns the excursions table into labelled lines per excursion when narrow', () => {
    expect(tableRule.width).toBe('100%');
    expect(whenNarrow(tableRule)).toMatchObject({ display: 'block' });
    expect(whenNarrow(rowRule)).toMatchObject({ display: 'block' });
    expect(whenNarrow(cellRule)).toMatchObject({ display: 'grid', overflowWrap: 'anywhere' });
    expect(whenNarrow(headRule)).toMatchObject({ position: 'absolute', overflow: 'hidden' });
    expect(cellLabelRule.display).toBe('none');
    expect(whenNarrow(cellLabelRule)).toMatchObject({ display: 'block' });
  });

  it('switches in em of the table’s own type, so larger device type switches at the same words', () => {
    expect(EXCURSION_ROWS_BELOW).toMatch(/^\d+em$/);
  });
});
