import { globalStyle, style } from '@vanilla-extract/css';
import { deviceKindClassNames, deviceSize, mediaQuery, onDevice, themeVars } from '@companion/theme';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: deviceSize.gap,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [mediaQuery.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQuery.large]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  selectors: {
    // A portrait kiosk is "large" by width only: four columns would leave finger-sized tiles in
    // a band at the top of a 1920 px screen. Two, as on its dashboard, give six tiles (a menu's
    // usual count) the whole screen, each read without stepping closer.
    [onDevice('kiosk')]: { '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  },
});

/** The page margin, for a grid on a page without padding of its own (the dashboard). */
export const insetGrid = style({ padding: deviceSize.page });

/** Signage keeps three columns on large screens (platform.md §9). */
export const signageGrid = style({
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/**
 * The grid takes the height its parent leaves it and shares it out in rows, so a few tiles fill
 * a kiosk or signage screen instead of sitting in a band at the top.
 */
export const fillGrid = style({
  flex: 1,
  minHeight: 0,
  gridAutoRows: 'minmax(0, 1fr)',
});
globalStyle(`${fillGrid} > li`, { display: 'flex', minHeight: 0 });

/**
 * A menu of one or two tiles (the problem menu): on a kiosk they go full width, one under the
 * other. A filling grid (the kiosk dashboard) already shares out the screen and is left alone.
 */
const fewTiles = `${grid}:not(${fillGrid}):has(> li:last-child:nth-child(-n + 2))`;
globalStyle(`${deviceKindClassNames.kiosk} ${fewTiles}`, {
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  aspectRatio: '1 / 1',
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: deviceSize.tileLabel,
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    // Wide 1080p tiles: a landscape picture, so a page of them is not three screens tall.
    [onDevice('signage')]: { aspectRatio: '16 / 10' },
    // Two full-width tiles one under the other fill a portrait kiosk at a landscape ratio.
    [`${deviceKindClassNames.kiosk} ${fewTiles} > li > &`]: { aspectRatio: '16 / 10' },
    // More specific than the device rule: a filling grid's rows set the height.
    [`${fillGrid} > li > &`]: { aspectRatio: 'auto', flex: 1, minHeight: 0 },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // The hover zoom only where motion is welcome.
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'transform 200ms ease-out' } },
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.03)' } },
});

export const label = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
  width: '100%',
  padding: '0.6em 0.75em',
  lineHeight: 1.2,
  // A German label ("Tagesprogramm", "Schiffsinformationen") is wider than a phone's tile: where
  // the browser has the language's hyphenation (Android, iOS, desktop Chrome) it breaks at a
  // syllable with a hyphen, in the page's language (html lang); elsewhere at the edge, as before.
  WebkitHyphens: 'auto',
  hyphens: 'auto',
  overflowWrap: 'anywhere',
});

/**
 * Over a picture the label sits on a dark scrim in white, whatever the picture or the hub's
 * tile colours are, so it keeps its contrast from across a room.
 */
export const labelOverImage = style({
  color: '#ffffff',
  paddingTop: '2.2em',
  background: 'linear-gradient(to bottom, rgb(0 0 0 / 0) 0%, rgb(0 0 0 / 0.55) 45%, rgb(0 0 0 / 0.8) 100%)',
  textShadow: '0 1px 3px rgb(0 0 0 / 0.6)',
});
