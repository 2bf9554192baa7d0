// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cellLabelRule, cellRule, headingCellRule, headRule, rowRule, STACK_BELOW, tableRule } from './stacked-table-layout';

// jsdom measures no widths; these are the rules that keep a table within a 320 px phone.
const narrow = `(max-width: ${STACK_BELOW})`;
const whenNarrow = (rule: object) => (rule as { '@container'?: Record<string, Record<string, unknown>> })['@container']?.[narrow];

describe('stacked table layout', () => {
  it('turns each row into labelled lines when narrow', () => {
    expect(tableRule.width).toBe('100%');
    expect(whenNarrow(tableRule)).toMatchObject({ display: 'block' });
    expect(whenNarrow(rowRule)).toMatchObject({ display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)' });
    // Every line of a row shares its label column, so the values start at one edge.
    expect(whenNarrow(cellRule)).toMatchObject({ display: 'grid', gridTemplateColumns: 'subgrid', overflowWrap: 'anywhere' });
    expect(whenNarrow(headingCellRule)).toMatchObject({ display: 'block' });
    expect(whenNarrow(headRule)).toMatchObject({ position: 'absolute', overflow: 'hidden' });
    expect(cellLabelRule.display).toBe('none');
    expect(whenNarrow(cellLabelRule)).toMatchObject({ display: 'block' });
  });

  it('switches in em of the table’s own type, so larger device type switches at the same words', () => {
    expect(STACK_BELOW).toMatch(/^\d+em$/);
  });
});
