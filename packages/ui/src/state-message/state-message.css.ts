import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: 32,
  textAlign: 'center',
  color: themeVars.color.text,
});

export const title = style({ margin: 0, fontSize: '1.2em', fontFamily: themeVars.font.heading });
export const detail = style({ margin: 0, color: themeVars.color.mutedText });
