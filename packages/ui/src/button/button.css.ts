import { style } from '@vanilla-extract/css';
import { themeVars, deviceSize } from '@companion/theme';

export const button = style({
  minHeight: deviceSize.target,
  minWidth: deviceSize.target,
  // Never narrower than its words in a row beside other things (its min-width replaced the
  // automatic one, and at 200 % text "Remove" read "Remo"), nor wider than its place.
  flexShrink: 0,
  maxWidth: '100%',
  padding: '0 20px',
  // Transparent, not none: in forced colours (Windows high contrast) the border is drawn, so the
  // button keeps an edge instead of reading as plain text.
  border: '2px solid transparent',
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
