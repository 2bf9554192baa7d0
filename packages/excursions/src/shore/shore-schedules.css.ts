import { style } from '@vanilla-extract/css';
import { mediaQuery } from '@companion/theme';

/**
 * A day: its row to the shore excursions, then the link to the day itself. Side by side where the
 * width allows (a tablet, a portrait kiosk, a 1920 px screen), so the kiosk's fortnight keeps one
 * row a day; on a phone the day's link wraps under its row.
 */
export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 16px',
  '@media': {
    // Wrapped under its row, the day's link lines up with the row's text, and the next day keeps
    // its distance, so the link reads as part of the day above it, not of the one below.
    [mediaQuery.phone]: { paddingBottom: 8 },
  },
});

/** The row keeps its share and takes the rest of the line: the day's link stays at the line's end. */
export const excursionsLink = style({ flex: '1 1 18em', minWidth: 0 });

export const dayLink = style({
  flex: '0 1 auto',
  minWidth: 0,
  '@media': { [mediaQuery.phone]: { paddingInlineStart: 12 } },
});
