import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

/** "Log in to book" stands where the book button would: it looks like one. */
export const logInToBook = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: '8px 16px',
  borderRadius: themeVars.radius.button,
  background: themeVars.color.bookNow,
  color: themeVars.color.onBookNow,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

export const notice = style({
  padding: 12,
  borderLeft: `4px solid ${themeVars.color.primary}`,
  background: themeVars.color.surface,
  margin: 0,
});
