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

/** A card's title as its link: the text's colour, underlined (not the browser's blue), with the focus ring. */
export const cardTitleLink = style({
  color: themeVars.color.text,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
