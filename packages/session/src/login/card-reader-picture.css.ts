import { style } from '@vanilla-extract/css';
import { onDevice, themeVars } from '@companion/theme';

export const picture = style({
  display: 'block',
  width: '100%',
  maxWidth: 280,
  margin: '16px auto 24px',
  selectors: { [onDevice('kiosk')]: { maxWidth: 620, margin: '64px auto' } },
});
export const reader = style({ fill: themeVars.color.header, stroke: themeVars.color.text, strokeWidth: 4 });
export const slot = style({ fill: themeVars.color.text });
export const light = style({ fill: themeVars.color.bookNow });
export const card = style({ fill: themeVars.color.button, stroke: themeVars.color.text, strokeWidth: 4 });
export const stripe = style({ fill: themeVars.color.text, stroke: 'none' });
export const chip = style({ fill: themeVars.color.onButton, stroke: 'none' });
export const arrow = style({ fill: 'none', stroke: themeVars.color.text, strokeWidth: 8, strokeLinecap: 'round', strokeLinejoin: 'round' });
