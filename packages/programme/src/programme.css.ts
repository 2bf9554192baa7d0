import { globalStyle, style } from '@vanilla-extract/css';
import {
  cardContent,
  cardFrame,
  cardPicture,
  deviceSize,
  fillsScreenColumn,
  mediaQuery,
  onDevice,
  pageColumn,
  themeVars,
} from '@companion/theme';
import { clampLines, wideCardMetaRule } from './programme/card-lines';

export const page = style({ ...pageColumn(1200), fontSize: deviceSize.body });
export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  fontFamily: themeVars.font.heading,
  fontSize: deviceSize.heading,
  margin: '8px 0 16px',
});
export const titleIcon = style({ width: '1em', height: '1em', flex: 'none' });
export const dayHeading = style({ fontFamily: themeVars.font.heading, fontSize: '1.25em', margin: '16px 0 12px' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', margin: '0 0 12px' });
export const searchLabel = style({ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 240px', minWidth: 0 });
export const searchInput = style({
  minHeight: deviceSize.target,
  minWidth: 0,
  padding: '8px 12px',
  font: 'inherit',
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
export const filterPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  padding: 12,
  margin: '0 0 12px',
});
export const levelList = style({ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 });
export const levelOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: deviceSize.target,
  padding: '0 8px',
  cursor: 'pointer',
});
export const count = style({ color: themeVars.color.mutedText, margin: '0 0 12px' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16.25em), 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
/**
 * A card out of view is neither laid out nor painted (its last size is kept), so a keystroke
 * that swaps the grid's cards costs only the cards on screen: with 24 cards and about 8 in view
 * this took the larger part of the layout and paint off each search key (docs/performance.md).
 */
export const gridItem = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 340px' });
export const card = style(cardFrame);
export const cardImage = style({ ...cardPicture, aspectRatio: '16 / 9', background: themeVars.color.border });
export const cardBody = style({ ...cardContent, gap: 6 });
export const cardTitle = style({ fontFamily: themeVars.font.heading, fontSize: '1.1em', margin: 0 });
export const meta = style({ margin: 0, color: themeVars.color.mutedText });
export const badge = style({
  alignSelf: 'flex-start',
  padding: '2px 10px',
  borderRadius: 12,
  background: themeVars.color.bookNow,
  color: themeVars.color.onBookNow,
  fontSize: '0.9em',
  fontWeight: 600,
});
export const cardAction = style({ marginTop: 'auto', alignSelf: 'flex-start' });
export const more = style({ display: 'flex', justifyContent: 'center', margin: '16px 0' });
export const dialogImage = style({ width: '100%', maxHeight: '50vh', objectFit: 'cover', borderRadius: themeVars.radius.tile });
export const notice = style({ margin: '16px 0' });
export const noticeTitle = style({ fontFamily: themeVars.font.heading, fontSize: '1.2em', margin: '0 0 4px' });
export const hint = style({ margin: 0, color: themeVars.color.mutedText });
export const levelFieldset = style({ border: 0, margin: 0, padding: 0 });
export const section = style({ margin: '0 0 24px' });
export const sectionTitle = style({ fontFamily: themeVars.font.heading, fontSize: '1.3em', margin: '0 0 12px' });
/** A sign's full width for the voyage's days: in 1200 px its type made "Civitavecchia" overrun its tile. */
export const itineraryPage = style({ selectors: { [onDevice('signage')]: { maxWidth: 'none' } } });
export const dayTiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 12,
  // Two columns of taller days on a portrait kiosk: a fortnight fills its screen, not a band at the top.
  selectors: {
    [onDevice('kiosk')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: deviceSize.gap },
    // Five across a sign: a fortnight in three rows, each port name whole.
    [onDevice('signage')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: deviceSize.gap },
  },
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const dayTile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minHeight: 88,
  padding: 12,
  borderRadius: themeVars.radius.tile,
  border: `1px solid ${themeVars.color.border}`,
  color: themeVars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    [onDevice('kiosk')]: { minHeight: 150, padding: 16, gap: 8 },
  },
});
/**
 * The tile's colour behind its text, so the 0.2–0.9 opacity never fades the words: the theme's
 * primary, whose shades show the voyage's rhythm (the surface colour made them all one white).
 */
export const dayTileColour = style({ position: 'absolute', inset: 0, background: themeVars.color.primary, zIndex: 0 });
export const dayTileText = style({
  position: 'relative',
  zIndex: 1,
  background: themeVars.color.surface,
  borderRadius: 4,
  padding: '2px 6px',
  alignSelf: 'flex-start',
});
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: '0 0 16px' });
export const factName = style({ fontWeight: 600 });
export const factValue = style({ margin: 0 });
/**
 * An itinerary day: its picture, facts, weather and programme. On a wide screen (a cabin TV, a
 * sign, a tablet across) the day stands in two columns beside each other;
 * a portrait kiosk (1080 px) and a phone stack them.
 */
const dayAreas = {
  stacked: '"picture" "facts" "weather" "board"',
  // The port's facts run longer than its picture is high: the programme starts under the picture
  // and the weather under the facts, neither waiting for the other's row (a sign has no lines to spare).
  port: '"picture facts" "board facts" "board weather"',
  sea: '"picture board" "weather board"',
};
const dayOverviewRule = (wide: string, rows: string) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: dayAreas.stacked,
  columnGap: deviceSize.gap,
  alignItems: 'start',
  '@media': {
    // The last row flexible: a programme taller than the rows it spans lengthens only that row,
    // not the one between the port's facts and its weather.
    [mediaQuery.large]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gridTemplateAreas: wide, gridTemplateRows: rows },
  },
  selectors: { [onDevice('kiosk')]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: dayAreas.stacked } },
});
export const dayOverview = style(dayOverviewRule(dayAreas.port, 'auto auto 1fr'));
/** A sea day has no port facts: its programme takes the whole side. */
export const seaDayOverview = style(dayOverviewRule(dayAreas.sea, 'auto 1fr'));
// A sign never scrolls: a lower picture leaves the day's programme and the footer on the screen.
export const dayPicture = style({ gridArea: 'picture', selectors: { [onDevice('signage')]: { maxHeight: 280 } } });
export const dayFacts = style({ gridArea: 'facts' });
export const dayWeather = style({ gridArea: 'weather' });
export const dayBoard = style({ gridArea: 'board' });
/** One time column for all rows (each row a subgrid), so the names line up under each other. */
export const highlights = style({
  listStyle: 'none',
  margin: '0 0 12px',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 16,
  rowGap: 4,
});
export const highlight = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  padding: '6px 0',
  borderBottom: `1px solid ${themeVars.color.border}`,
});
export const highlightTime = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const highlightName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const highlightVenue = style({ gridColumn: 2, color: themeVars.color.mutedText });
export const highlightsNote = style({ margin: '0 0 12px' });
export const detailImage = style({
  width: '100%',
  maxHeight: 360,
  objectFit: 'cover',
  borderRadius: themeVars.radius.tile,
  margin: '0 0 16px',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '16px 0' });
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: deviceSize.target,
  padding: '8px 16px',
  borderRadius: themeVars.radius.button,
  background: themeVars.color.button,
  color: themeVars.color.onButton,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
export const weather = style({ margin: '0 0 16px' });
export const weatherSynopsis = style({ display: 'flex', alignItems: 'center', gap: 8, fontSize: '1.2em', margin: '0 0 8px' });
export const weatherIcon = style({ width: 48, height: 48, flex: 'none' });
export const factRow = style({ display: 'contents' });

/**
 * Signage's page takes the height the frame leaves (frame.css `main`, data-fills-screen): the
 * event rows share what the title, strip and heading leave, and never scroll. Spacing is tighter
 * than on a phone so three rows stay whole when the frame's Back / Home footer is shown too.
 */
export const signagePage = style([page, { ...fillsScreenColumn, maxWidth: 'none' }]);
globalStyle(`${signagePage} > h2`, { margin: '4px 0' });
globalStyle(`${signagePage} > ${count}`, { margin: '0 0 8px' });
export const wideCard = style([card, { flexDirection: 'row', flex: 1, minWidth: 0 }]);
export const wideCardPicture = style({ position: 'relative', flex: '0 0 34%' });
export const wideCardImage = style([cardImage, { position: 'absolute', inset: 0, height: '100%', aspectRatio: 'auto' }]);
export const wideCardBody = style([cardBody, { padding: 8, minWidth: 0 }]);
const clamped = (lines: number) => style([cardTitle, clampLines(lines)]);
/** Two lines at most (one beside the chargeable badge): a long name must not push the row past the screen. */
export const wideCardTitle = clamped(2);
export const wideCardTitleWithBadge = clamped(1);
export const wideCardMeta = style([meta, wideCardMetaRule]);
