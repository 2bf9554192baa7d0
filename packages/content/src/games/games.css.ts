import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
});
export const game = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: 16,
  background: themeVars.color.tile,
  color: themeVars.color.onTile,
  borderRadius: themeVars.radius.tile,
  textDecoration: 'none',
  fontWeight: 600,
});
export const logo = style({ width: 96, height: 96, objectFit: 'contain' });
