import { style } from '@vanilla-extract/css';
import { themeVars, deviceSize } from '@companion/theme';

/**
 * A link that looks like the product's button, for router links and anchors that lead to the
 * next step ("Book", "Watch the safety video", "Go to basket"). A link, not a button, because it
 * navigates: screen readers announce it as one and it opens in a new tab.
 */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: deviceSize.target,
  padding: '8px 16px',
  borderRadius: themeVars.radius.button,
  background: themeVars.color.button,
  color: themeVars.color.onButton,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

/** The same link in the theme's booking colours, where the step is a purchase ("Log in to book"). */
export const bookNowLink = style([buttonLink, { background: themeVars.color.bookNow, color: themeVars.color.onBookNow }]);
