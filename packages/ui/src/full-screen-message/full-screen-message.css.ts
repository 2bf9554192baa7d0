import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: 24,
  textAlign: 'center',
  background: themeVars.color.background,
  color: themeVars.color.text,
  fontFamily: themeVars.font.body,
});

export const title = style({ fontFamily: themeVars.font.heading, fontSize: '1.75rem', margin: 0 });
export const detail = style({ margin: 0, color: themeVars.color.mutedText, fontSize: '1.1rem' });
