import { style } from '@vanilla-extract/css';
import { mediaQuery, themeVars } from '@companion/theme';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 16,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [mediaQuery.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQuery.large]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** Signage keeps three columns on large screens (platform.md §1). */
export const signageGrid = style({
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  aspectRatio: '1 / 1',
  padding: 12,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '1.05rem',
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
