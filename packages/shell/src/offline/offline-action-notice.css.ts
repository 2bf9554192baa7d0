import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const notice = style({
  margin: '8px 0',
  padding: '8px 12px',
  borderInlineStart: `4px solid ${themeVars.color.danger}`,
  color: themeVars.color.text,
  background: themeVars.color.surface,
});
