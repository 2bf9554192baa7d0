import { style } from '@vanilla-extract/css';
import { themeVars, deviceSize } from '@companion/theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 16 });
export const label = style({ fontWeight: 600 });
export const input = style({
  minHeight: deviceSize.target,
  // Never wider than its column: a text box's default width (about 20 characters) outgrew a phone at 200 % text.
  maxWidth: '100%',
  boxSizing: 'border-box',
  padding: '0 12px',
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: themeVars.color.danger, borderWidth: 2 },
  },
});
export const hint = style({ margin: 0, color: themeVars.color.mutedText });
export const error = style({ margin: 0, color: themeVars.color.danger, fontWeight: 600 });
