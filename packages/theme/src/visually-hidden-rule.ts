import type { StyleRule } from '@vanilla-extract/css';
import { mediaQuery } from './breakpoints';

/** Read by screen readers, not shown. A rule as well as a class: a layout may hide a part only at some sizes. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/**
 * Words a phone cannot fit beside their neighbours (the sub-header's "Booking", "Video
 * language:"): hidden on a phone, still read by screen readers, so the visible rest stays part of
 * each control's name.
 */
export const hiddenOnPhoneRule = { '@media': { [mediaQuery.phone]: visuallyHiddenRule } } satisfies StyleRule;
