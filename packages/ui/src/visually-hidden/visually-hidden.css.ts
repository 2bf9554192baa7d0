import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '@companion/theme';

/** Read by screen readers, not shown: a heading the operator hid, a spinner's label. */
export const visuallyHidden = style(visuallyHiddenRule);
