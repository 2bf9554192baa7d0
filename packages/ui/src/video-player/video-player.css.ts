import { globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const wrapper = style({ width: '100%', maxWidth: '100%' });

export const player = style({});

// Focus must be visible on every control, on dark video too (DESIGN.md accessibility).
globalStyle(`${player} :focus-visible, ${player}:focus-visible`, {
  outline: `3px solid ${themeVars.color.focus}`,
  outlineOffset: 2,
});

// Controls that auto-hide stay shown while one of them has keyboard focus, so a remote or Tab
// user never operates an invisible button.
globalStyle(`${player}.vjs-user-inactive .vjs-control-bar:focus-within`, {
  opacity: 1,
  visibility: 'visible',
  pointerEvents: 'auto',
});
