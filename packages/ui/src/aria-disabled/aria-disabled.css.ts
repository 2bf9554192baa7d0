import { style } from '@vanilla-extract/css';

/**
 * The disabled look of ui's Button (button.css.ts, `&:disabled`) for a button that is
 * `aria-disabled="true"` instead (`ariaDisabled`): dimmed, and the pointer says it does nothing.
 */
export const ariaDisabledLook = style({
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
