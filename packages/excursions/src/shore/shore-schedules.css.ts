import { style } from '@vanilla-extract/css';
import { mediaQuery } from '@companion/theme';

/**
 * The days as two columns from a tablet up: the rows to the shore excursions share one width and
 * the links to the days line up after them in a third of the width, wrapping if long (a subgrid),
 * rather than each row shrinking to leave room for its own link. Without subgrid a link falls under its row, as on a phone.
 */
export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  '@media': {
    [mediaQuery.medium]: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: '8px 16px' },
  },
});

/** A day: its row to the shore excursions, then the link to the day itself. */
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
  // On a phone the link sits under its row, lined up with the row's text, and the next day keeps
  // its distance, so the link reads as part of the day above it, not of the one below.
  paddingBottom: 8,
  '@media': {
    [mediaQuery.medium]: {
      display: 'grid',
      gridColumn: '1 / -1',
      gridTemplateColumns: 'subgrid',
      // A subgrid's own gap replaces the list's: the list's.
      columnGap: 16,
      alignItems: 'center',
      paddingBottom: 0,
    },
  },
});

export const excursionsLink = style({ alignSelf: 'stretch', minWidth: 0 });

export const dayLink = style({
  paddingInlineStart: 12,
  '@media': { [mediaQuery.medium]: { paddingInlineStart: 0 } },
});
