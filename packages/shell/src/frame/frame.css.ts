import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: themeVars.color.background,
  color: themeVars.color.text,
  fontFamily: themeVars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  minHeight: themeVars.size.headerHeight,
  padding: '0 16px',
  background: themeVars.color.header,
  color: themeVars.color.onHeader,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

export const title = style({ margin: 0, fontFamily: themeVars.font.heading, fontSize: '1.35rem', fontWeight: 700 });

export const main = style({ flex: 1, outline: 'none' });

export const footer = style({
  display: 'flex',
  gap: 12,
  padding: 12,
  background: themeVars.color.footer,
  color: themeVars.color.onFooter,
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 16px',
  color: 'inherit',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

export const footerButton = style([footerLink, { background: 'none', border: 'none', font: 'inherit', cursor: 'pointer' }]);
