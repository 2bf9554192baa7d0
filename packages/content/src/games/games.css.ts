import { style } from '@vanilla-extract/css';
import { deviceSize, mediaQuery, onDevice, themeVars } from '@companion/theme';

/** Two or three logos a row on a phone, three on a portrait kiosk, five on a wide screen. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: deviceSize.gap,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
  selectors: { [onDevice('kiosk')]: { '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } } },
});
export const game = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  // The logos are app icons with their own rounded background: on a panel of their own they
  // looked like a second, empty frame.
  padding: 8,
  color: themeVars.color.text,
  borderRadius: themeVars.radius.tile,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: deviceSize.body,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    '&:hover': { textDecoration: 'underline' },
  },
});
/** The games host draws its logos at 192 px: shown at that size at most, never blown up. */
export const logo = style({ width: 'min(100%, 192px)', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' });
