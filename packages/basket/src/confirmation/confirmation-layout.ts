import type { StyleRule } from '@vanilla-extract/css';

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
