import { style } from '@vanilla-extract/css';
import { themeVars, deviceSize } from '@companion/theme';

export const disclosure = style({ border: `1px solid ${themeVars.color.border}`, borderRadius: themeVars.radius.tile, padding: '0 12px' });
// 44 px high, the touch target every control has; the marker and the words stay one target.
export const summary = style({
  minHeight: deviceSize.target,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
