import { style } from '@vanilla-extract/css';
import {
  cardContent,
  cardFrame,
  cardPicture,
  fillsScreenColumn,
  mediaQuery,
  pageColumn,
  pageSubtitle,
  pageTitle,
  themeVars,
  deviceSize,
} from '@companion/theme';

export const page = style(pageColumn(1100));
export const title = style(pageTitle);
export const subtitle = style(pageSubtitle);
export const lead = style({ margin: '0 0 16px', maxWidth: '60ch' });
export const muted = style({ color: themeVars.color.mutedText, margin: '4px 0' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '16px 0' });
export const error = style({ color: themeVars.color.danger, fontWeight: 600, margin: '8px 0' });
export const note = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  padding: 12,
  margin: '12px 0',
});

/** Thumbnails: 200 px pictures in a grid that keeps about 2 columns on a phone and grows on big screens. */
export const photoGrid = style({
  display: 'grid',
  // In em, like the type: a TV's captions get wider thumbnails rather than more narrow ones.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.375em), 1fr))',
  gap: 12,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const thumbButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  overflow: 'hidden',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'left',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
// The page's own background fills the picture's box until the lazily loaded picture arrives, so a
// slow picture reads as "coming", not as a white hole in the grid.
export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: themeVars.color.background,
});
export const thumbCaption = style({ display: 'block', padding: '6px 8px', fontSize: '0.9em', minHeight: deviceSize.target });
export const badges = style({ position: 'absolute', top: 6, left: 6, display: 'flex', gap: 4, flexWrap: 'wrap' });
export const badge = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  padding: '2px 8px',
  borderRadius: 12,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontSize: '0.8em',
  fontWeight: 600,
});

// The box is sized before the picture arrives: it used to grow when the picture loaded and push
// the steppers down under a guest's second tap (a tap on "one more" then missed).
export const largeImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  maxHeight: '55vh',
  objectFit: 'contain',
  borderRadius: themeVars.radius.tile,
});
export const variantList = style({ listStyle: 'none', margin: '12px 0', padding: 0, display: 'grid', gap: 8 });
export const variantRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: 8,
  padding: '8px 0',
  borderBottom: `1px solid ${themeVars.color.border}`,
});
export const stepper = style({ display: 'flex', alignItems: 'center', gap: 8 });
export const count = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 700 });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16.25em), 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style(cardFrame);
export const cardBody = style({ ...cardContent, gap: 8 });
export const cardImage = style(cardPicture);
export const cardTitle = style({ fontFamily: themeVars.font.heading, fontSize: '1.1em', margin: 0 });
/** A price stands out from the text around it, whatever size the device's text is (a kiosk's is larger). */
export const price = style({ fontWeight: 700, fontSize: '1.1em' });

export const cartList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const cartItem = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr auto',
  gap: 12,
  alignItems: 'center',
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  padding: 8,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '88px 1fr' } },
});
/** On a phone the remove button goes under the photo's lines instead of squeezing them. */
export const cartRemove = style({ '@media': { 'screen and (max-width: 480px)': { gridColumn: '2', justifySelf: 'start' } } });
export const cartImage = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 4 });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const totals = style({ display: 'grid', gap: 4, margin: '16px 0', padding: 12, borderTop: `2px solid ${themeVars.color.border}` });
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: 12, fontSize: '1.2em', fontWeight: 700 });
export const offers = style({
  border: `2px solid ${themeVars.color.primary}`,
  borderRadius: themeVars.radius.tile,
  padding: '8px 12px',
  margin: '12px 0',
});
export const offersTitle = style({ fontFamily: themeVars.font.heading, fontSize: '1.1em', margin: '4px 0 8px' });
export const choice = style({ display: 'flex', alignItems: 'center', gap: 8, minHeight: deviceSize.target });
export const conditions = style({ whiteSpace: 'pre-line', maxWidth: '70ch' });

export const orderList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const orderLink = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.75em, 1fr))',
  gap: 8,
  padding: 12,
  minHeight: deviceSize.target,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '12px 0' });
export const downloadLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: deviceSize.target });

/** Shell parts: the sub-header button and the banner. */
export const basketButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: deviceSize.target,
  padding: '4px 12px',
  borderRadius: themeVars.radius.button,
  background: themeVars.color.button,
  color: themeVars.color.onButton,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4px 16px',
  padding: '8px 16px',
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
});
export const bannerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 16px' });
export const bannerLink = style({
  color: 'inherit',
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: deviceSize.target,
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.onPrimary}`, outlineOffset: 2 } },
});

/** A page that shares a portrait kiosk's height (PhotoPage `fillsKiosk`). */
export const fillsKiosk = style(fillsScreenColumn);

/**
 * The consent page's two answers, each with what it does above its button: side by side where
 * they fit; on a kiosk one under the other, sharing the screen (the last rows are the flexible
 * ones), where the words and the buttons above them left the lower 60% empty.
 */
export const answersSection = style({
  selectors: { [`${fillsKiosk} &`]: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } },
});
export const answers = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16em), 1fr))',
  gap: deviceSize.gap,
  margin: '0 0 8px',
  selectors: {
    [`${fillsKiosk} &`]: { flex: 1, minHeight: 0, gridTemplateColumns: 'minmax(0, 1fr)', gridAutoRows: 'minmax(0, 1fr)' },
  },
});
export const answer = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  selectors: { [`${fillsKiosk} &`]: { justifyContent: 'center', padding: '32px 40px', gap: 32 } },
  // A cabin TV (1920×1080, the guest app): side by side, they take the screen under the heading.
  '@media': { [mediaQuery.wide]: { minHeight: '36vh', justifyContent: 'center', padding: '32px 40px', gap: 32 } },
});
export const answerMeans = style({ margin: 0, selectors: { [`${fillsKiosk} &`]: { fontSize: '1.35em' } } });
/** Under its words, whatever their length, so the two buttons line up side by side. */
export const answerButton = style({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  selectors: { [`${fillsKiosk} &`]: { marginTop: 0, alignSelf: 'stretch', minHeight: 96, fontSize: '1.35em' } },
  '@media': { [mediaQuery.wide]: { marginTop: 0 } },
});
