import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'rgba(0, 0, 0, 0.55)',
  zIndex: 1000,
});

export const dialog = style({
  width: 'min(35em, 100%)',
  maxHeight: '90vh',
  overflowY: 'auto',
  padding: 24,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  fontFamily: themeVars.font.body,
  outline: 'none',
});

export const title = style({ margin: '0 0 12px', fontFamily: themeVars.font.heading, fontSize: '1.3em' });
export const actions = style({ display: 'flex', gap: 12, justifyContent: 'flex-end', marginTop: 20, flexWrap: 'wrap' });
