import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

/** The product's text link: a 44 px touch target with a visible focus ring, for router links and anchors alike. */
export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: themeVars.color.primary,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
