import { style } from '@vanilla-extract/css';
import { deviceSize, mediaQuery, onDevice, themeVars } from '@companion/theme';

/**
 * The port's picture beside the report on a wide screen (a sign, a cabin TV, a tablet), above it on
 * a phone and on a portrait kiosk, so the screen is filled by the day and not one line of text.
 */
export const today = style({
  display: 'grid',
  gap: deviceSize.gap,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"picture" "report" "coming"',
  alignItems: 'start',
  '@media': {
    // The coming days under the picture: beside the report they pushed a sign's third day off the screen.
    [mediaQuery.medium]: {
      gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)',
      gridTemplateAreas: '"picture report" "coming report"',
    },
  },
  selectors: {
    [onDevice('kiosk')]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"picture" "report" "coming"' },
  },
});

export const pictureArea = style({ gridArea: 'picture' });

export const coming = style({ gridArea: 'coming' });

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  // A sign never scrolls: a wider band leaves the coming days and the footer on the screen.
  selectors: { [onDevice('signage')]: { aspectRatio: '21 / 9' } },
});

export const report = style({ gridArea: 'report', display: 'flex', flexDirection: 'column', gap: deviceSize.gap, minWidth: 0 });

export const place = style({ margin: 0, fontFamily: themeVars.font.heading, fontSize: '1.5em', lineHeight: 1.2 });

export const readings = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 12,
  margin: 0,
  // A phone's third of a row is 90 px: "12 km/h NE" broke into three lines. There each reading is a row.
  '@media': { [mediaQuery.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 } },
});

export const reading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 12,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  minWidth: 0,
});

/** The temperature across the row, large, beside the sky's picture. */
export const temperature = style([
  reading,
  { gridColumn: '1 / -1', flexDirection: 'row', alignItems: 'center', gap: 16, flexWrap: 'wrap' },
]);

/** Feels like, wind, humidity: tiles, and on a phone rows with the value at the end. */
export const smallReading = style([
  reading,
  {
    '@media': {
      [mediaQuery.phone]: { flexDirection: 'row', alignItems: 'baseline', justifyContent: 'space-between', gap: 12, padding: '8px 12px' },
    },
  },
]);

export const readingName = style({ fontWeight: 600, color: themeVars.color.mutedText });

export const readingValue = style({ margin: 0, fontSize: '1.5em', fontWeight: 700, overflowWrap: 'anywhere' });

export const temperatureValue = style({ margin: 0, fontSize: '3.5em', fontWeight: 700, lineHeight: 1 });

export const sky = style({ width: '5em', height: '5em', flex: 'none' });

export const portTimes = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 24px', margin: 0 });

export const portTime = style({ display: 'flex', gap: 8 });

export const portTimeName = style({ fontWeight: 600 });

export const portTimeValue = style({ margin: 0, fontWeight: 700 });

export const notice = style({ margin: 0, fontSize: '1.25em' });

export const comingDays = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const comingDaysTitle = style({ margin: 0, fontFamily: themeVars.font.heading, fontSize: '1.25em' });

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10em), 1fr))',
  gap: 12,
  '@media': { [mediaQuery.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // A kiosk's six days in two rows of three, not four and two.
  selectors: { [onDevice('kiosk')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/**
 * A coming day: a card; on a phone a row with the sky at its end (two cards and one under them
 * looked like one was missing).
 */
export const day = style([
  reading,
  {
    gap: 6,
    '@media': {
      [mediaQuery.phone]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: 12, rowGap: 2 },
    },
  },
]);

export const dayDate = style({ margin: 0, fontSize: '1em', fontWeight: 700 });

export const dayPlace = style({ margin: 0, color: themeVars.color.mutedText, fontWeight: 600, overflowWrap: 'anywhere' });

/** On a phone the sky (or the sea's waves) stands at the row's end, beside the date and the place. */
const besideOnPhone = { '@media': { [mediaQuery.phone]: { gridColumn: 2, gridRow: '1 / span 2' } } };

export const daySky = style({ display: 'flex', alignItems: 'center', gap: 8, ...besideOnPhone });

export const daySkyIcon = style({ width: '2.5em', height: '2.5em', flex: 'none', ...besideOnPhone });

export const dayReading = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const dayTemperature = style({ fontSize: '1.5em', fontWeight: 700, lineHeight: 1.1 });
