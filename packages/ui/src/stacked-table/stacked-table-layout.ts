import type { StyleRule } from '@vanilla-extract/css';
import { themeVars, visuallyHiddenRule } from '@companion/theme';

/**
 * Below this width of its frame a table shows each row as a block of labelled lines: four or five
 * columns of a guest's words (German ones above all: "Sicherheitsvideo", "Sammelstelle") need
 * about this much room, and on a phone they pushed the page sideways (WCAG 1.4.10, reflow).
 * Measured on the table's own frame, in its own type, so a device with larger type switches at the
 * same words rather than at the same pixels.
 */
export const STACK_BELOW = '34em';
const narrowQuery = `(max-width: ${STACK_BELOW})`;
const whenNarrow = (rule: StyleRule): StyleRule => ({ '@container': { [narrowQuery]: rule } });

const line = `1px solid ${themeVars.color.border}`;

/** The frame the narrow layout measures. */
export const frameRule: StyleRule = { containerType: 'inline-size', marginBottom: 12 };
export const tableRule: StyleRule = { width: '100%', borderCollapse: 'collapse', ...whenNarrow({ display: 'block' }) };
export const captionRule: StyleRule = {
  fontWeight: 700,
  padding: '0 4px 4px',
  textAlign: 'left',
  ...whenNarrow({ display: 'block', padding: '0 0 4px' }),
};
/** Narrow, the column heads are kept for screen readers only; each line carries its own label. */
export const headRule: StyleRule = whenNarrow(visuallyHiddenRule);
export const bodyRule: StyleRule = whenNarrow({ display: 'block' });
/**
 * Narrow, a row is a grid of two columns, labels and values, that every line shares (a subgrid),
 * so the values start at one edge; a label takes at most half the width ("Sicherheitsvideo" whole,
 * not broken into "Sicherheitsvi-deo" as a fixed label column did).
 */
export const rowRule: StyleRule = whenNarrow({
  display: 'grid',
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  columnGap: 12,
  padding: '8px 0',
  borderBottom: line,
});
export const cellRule: StyleRule = {
  textAlign: 'left',
  padding: '8px 6px',
  borderBottom: line,
  overflowWrap: 'break-word',
  // A browser without subgrid (before Chrome 117, Safari 16) puts each label above its value.
  ...whenNarrow({
    display: 'grid',
    gridColumn: '1 / -1',
    gridTemplateColumns: 'subgrid',
    padding: '2px 0',
    borderBottom: 'none',
    overflowWrap: 'anywhere',
  }),
};
/** The row's first cell (the excursion, the booking, the guest) heads its block, without a label. */
export const headingCellRule: StyleRule = whenNarrow({ display: 'block', gridColumn: '1 / -1', fontWeight: 700, padding: '0 0 4px' });
/** A line's label ("Port", "Date"…), shown only in the narrow layout. */
export const cellLabelRule: StyleRule = { display: 'none', ...whenNarrow({ display: 'block', color: themeVars.color.mutedText }) };
