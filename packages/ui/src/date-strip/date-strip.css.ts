import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const strip = style({ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 16px' });
export const list = style({ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0, flex: 1, overflowX: 'auto' });

const control = style({
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const chevron = style([control, { fontSize: '1.4rem', lineHeight: 1 }]);
export const date = style([control, { padding: '4px 12px' }]);
export const selected = style({
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  borderColor: themeVars.color.primary,
});
