/** At most `lines` lines; only text that needs more ends in "…", never cut through a line. */
export const clampLines = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

/**
 * A sign card's "time · venue" line wraps rather than ending in "…": nobody can tap a sign to
 * read the rest. The rows of a screenful share the screen and never grow (ui ScreenGrid), so the
 * lines must fit the row: at 1920×1080 a row is 168 px, and two lines beside a two-line title
 * (or a one-line title and the badge) leave 4–8 px. A portrait sign's rows are narrow and tall
 * (448 px at 1080×1920): there the line takes up to four, as "7:30 AM – 10:30 AM · Horizon
 * Restaurant" needs three.
 */
export const wideCardMetaLines = { landscape: 2, portrait: 4 } as const;
export const wideCardMetaRule = {
  ...clampLines(wideCardMetaLines.landscape),
  '@media': { 'screen and (orientation: portrait)': clampLines(wideCardMetaLines.portrait) },
} as const;
