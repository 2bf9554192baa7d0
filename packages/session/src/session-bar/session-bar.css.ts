import { style } from '@vanilla-extract/css';
import { deviceSize, hiddenOnPhoneRule, mediaQuery, themeVars } from '@companion/theme';

export const bar = style({ display: 'flex', alignItems: 'center', gap: 12, '@media': { [mediaQuery.narrowPhone]: { gap: 8 } } });
export const label = style({ margin: 0, fontWeight: 700 });
export const logout = style({
  minHeight: deviceSize.target,
  padding: '0 14px',
  '@media': { [mediaQuery.narrowPhone]: { padding: '0 10px' } },
  // At 200 % text "Log out" broke into two lines; whole, the button moves to the next row instead.
  whiteSpace: 'nowrap',
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: 'transparent',
  color: themeVars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

/** On a phone the reference alone, so the bar keeps to one row (`hiddenOnPhoneRule`). */
export const hiddenOnPhone = style(hiddenOnPhoneRule);
