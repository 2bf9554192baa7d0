import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

/** A short note beside an action that explains why it is not offered ("Your account is blocked"). */
export const notice = style({
  padding: 12,
  borderLeft: `4px solid ${themeVars.color.primary}`,
  background: themeVars.color.surface,
  margin: 0,
});
