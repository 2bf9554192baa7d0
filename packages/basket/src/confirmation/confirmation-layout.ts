import type { StyleRule } from '@vanilla-extract/css';
import { themeVars, visuallyHiddenRule } from '@companion/theme';

/**
 * Below this width each booked excursion becomes a block of labelled lines instead of a table row:
 * the five columns need about this much room, and on a 390 px phone they pushed the page sideways.
 * Measured on the table's own frame, in its own type, so a device with larger type switches at the
 * same words rather than at the same pixels.
 */
export const EXCURSION_ROWS_BELOW = '34em';
const narrowQuery = `(max-width: ${EXCURSION_ROWS_BELOW})`;
const whenNarrow = (rule: StyleRule): StyleRule => ({ '@container': { [narrowQuery]: rule } });

const line = `1px solid ${themeVars.color.border}`;

/** Booking reference, e-mail, mobile, lead passenger: labels as wide as they need, values in the rest. */
export const factsRule: StyleRule = {
  display: 'grid',
  // minmax(0, …), not 1fr: a 1fr column is at least as wide as its longest word, so a long e-mail address widened the page.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 16px',
  margin: '12px 0',
};
/** An address has no spaces to break at; it breaks anywhere rather than leave the screen. */
export const factValueRule: StyleRule = { margin: 0, overflowWrap: 'anywhere' };

/** The frame the narrow layout measures. */
export const excursionsFrameRule: StyleRule = { containerType: 'inline-size', marginBottom: 12 };
export const tableRule: StyleRule = { width: '100%', borderCollapse: 'collapse', ...whenNarrow({ display: 'block' }) };
/** Narrow, the column heads are kept for screen readers only; each line carries its own label. */
export const headRule: StyleRule = whenNarrow(visuallyHiddenRule);
export const bodyRule: StyleRule = whenNarrow({ display: 'block' });
export const rowRule: StyleRule = whenNarrow({ display: 'block', padding: '8px 0', borderBottom: line });
export const cellRule: StyleRule = {
  textAlign: 'left',
  padding: '8px 6px',
  borderBottom: line,
  overflowWrap: 'break-word',
  ...whenNarrow({
    display: 'grid',
    gridTemplateColumns: '6em minmax(0, 1fr)',
    columnGap: 12,
    padding: '2px 0',
    borderBottom: 'none',
    overflowWrap: 'anywhere',
  }),
};
/** The excursion's name heads its block, without a label. */
export const nameCellRule: StyleRule = whenNarrow({ display: 'block', fontWeight: 700, padding: '0 0 4px' });
/** A line's label ("Port", "Date"…), shown only in the narrow layout. */
export const cellLabelRule: StyleRule = { display: 'none', ...whenNarrow({ display: 'block', color: themeVars.color.mutedText }) };
