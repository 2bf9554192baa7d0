import { style } from '@vanilla-extract/css';
import {
  cardContent,
  cardFrame,
  cardPicture,
  chosenInForcedColorsRule,
  deviceSize,
  fillsScreenColumn,
  forcedColors,
  onDevice,
  pageColumn,
  pageSubtitle,
  pageTitle,
  themeVars,
} from '@companion/theme';

export const page = style(pageColumn(1100));
// Sizes follow the device's type (a kiosk's body is 22 px): in rem, the kiosk's card names were
// smaller than the times and prices under them.
export const title = style(pageTitle);
export const subtitle = style(pageSubtitle);
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  border: 0,
  padding: 0,
  margin: '0 0 16px',
});
export const filterGroup = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  padding: 8,
  margin: 0,
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: deviceSize.target,
  padding: '4px 12px',
  borderRadius: 22,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': {
      background: themeVars.color.primary,
      color: themeVars.color.onPrimary,
      borderColor: themeVars.color.primary,
    },
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { [forcedColors]: { selectors: { '&[aria-pressed="true"]': chosenInForcedColorsRule } } },
});
export const chipImage = style({ width: 28, height: 28, borderRadius: '50%', objectFit: 'cover' });
// In em, so a kiosk's or a TV's larger type gets wider cards, not a phone card's width in more columns.
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16.25em), 1fr))',
  gap: deviceSize.gap,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style(cardFrame);
export const cardImage = style(cardPicture);
export const cardBody = style(cardContent);
export const cardTitle = style({ fontSize: '1.15em', margin: 0 });
export const meta = style({ margin: 0, color: themeVars.color.text });
export const badge = style({
  alignSelf: 'flex-start',
  padding: '2px 8px',
  borderRadius: 4,
  background: themeVars.color.bookNow,
  color: themeVars.color.onBookNow,
  fontWeight: 700,
  // Never below the device's small type: 24 px on signage, read from metres away.
  fontSize: `max(0.85em, ${deviceSize.small})`,
});
export const detailLayout = style({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(17em, 1fr)',
  // minmax(0, …): a plain 1fr is never narrower than its widest content, which at 200 % text was wider than the phone.
  '@media': { '(max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const heroImage = style({ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: themeVars.radius.tile });
// The names' column takes what it needs up to half the box, then wraps (200 % text on a phone).
export const facts = style({ display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', gap: '4px 16px', margin: '12px 0' });
export const factName = style({ fontWeight: 600 });
// A value with no place to break (a date, a code) breaks anywhere rather than push the page sideways.
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const aside = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  alignSelf: 'start',
});
export const error = style({ color: themeVars.color.danger, fontWeight: 700, margin: '4px 0' });
export const guests = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const guest = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  padding: 8,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
});
export const choice = style({ display: 'flex', alignItems: 'center', gap: 8, minHeight: deviceSize.target });
export const reasons = style({ margin: 0, paddingLeft: 20, width: '100%' });
export const fieldset = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  padding: 12,
  margin: 0,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: '45em' });
/** A day as a row: its weekday and date in a column of their own, then the port, read left to right. */
export const scheduleLink = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  minHeight: deviceSize.target,
  alignItems: 'center',
  padding: '8px 12px',
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    // Content-box: with its padding a kiosk row is about 88 px, and the fortnight fits the screen.
    [onDevice('kiosk')]: { minHeight: 56, padding: '16px 24px' },
  },
});
export const scheduleDate = style({ minWidth: '9.5em', color: themeVars.color.mutedText });
export const schedulePort = style({ selectors: { [`${scheduleLink}:hover &`]: { textDecoration: 'underline' } } });

/**
 * Signage's list takes the height the frame leaves (frame.css `main`, data-fills-screen) and the
 * full width: rows of wide cards share it and never scroll (ScreenGrid, ui).
 */
export const signagePage = style([page, { ...fillsScreenColumn, maxWidth: 'none' }]);
export const wideCard = style([card, { flexDirection: 'row', flex: 1, minWidth: 0 }]);
/** The picture fills its side of the row and adds no height of its own: the row's share of the screen sets it. */
export const wideCardPicture = style({ position: 'relative', flex: '0 0 34%' });
export const wideCardImage = style([cardImage, { position: 'absolute', inset: 0, height: '100%', aspectRatio: 'auto' }]);
export const wideCardBody = style([cardBody, { padding: 8, minWidth: 0, overflow: 'hidden' }]);
/** Two lines at most: a long name must not push the row past the screen. */
export const wideCardTitle = style([
  cardTitle,
  { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
]);
/** When and how long: two lines at most, so a row never grows past its share of the screen. */
export const wideCardMeta = style([meta, { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }]);
