import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const wrapper = style({ width: '100%', maxWidth: '100%' });

/**
 * Sized here, not by video.js: its fluid mode writes an inline <style> the CSP forbids
 * (no-dynamic-style.ts), so the 16:9 box is plain CSS.
 */
export const player = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9' });

// Focus must be visible on every control, on dark video too (DESIGN.md accessibility).
globalStyle(`${player} :focus-visible, ${player}:focus-visible`, {
  // The fallback keeps the outline where no theme is applied (an embed, the soak harness).
  outline: `3px solid ${fallbackVar(themeVars.color.focus, '#ffbf47')}`,
  outlineOffset: 2,
});

// Controls that auto-hide stay shown while one of them has keyboard focus, so a remote or Tab
// user never operates an invisible button.
globalStyle(`${player}.vjs-user-inactive .vjs-control-bar:focus-within`, {
  opacity: 1,
  visibility: 'visible',
  pointerEvents: 'auto',
});
