import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const button = style({
  minHeight: 44,
  minWidth: 44,
  padding: '0 20px',
  border: 'none',
  borderRadius: themeVars.radius.button,
  background: themeVars.color.button,
  color: themeVars.color.onButton,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    // `aria-disabled` (ui `ariaDisabled`): off for now, but keeps the focus of the guest who pressed it there.
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
