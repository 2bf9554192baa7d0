import { style, styleVariants } from '@vanilla-extract/css';
import { deviceSize, mediaQuery, themeVars } from '@companion/theme';

/** `px` at the board's 24 px, in `em` of an element whose own type is `ownPx` at that size. */
const em = (px: number, ownPx = 24) => `${px / ownPx}em`;

/**
 * Built for a 1920×1080 screen read from five metres: nothing under 24 px, strong contrast,
 * everything on one screen (no scrolling); smaller screens get fewer columns. Every size is in
 * `em` of the board's 24 px, which a phone brings down to its body size (a 40 px title took two
 * lines of a phone's screen).
 */
export const board = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: '8px 24px',
  minHeight: '100%',
  fontSize: 24,
  '@media': { [mediaQuery.phone]: { fontSize: deviceSize.body } },
  lineHeight: 1.25,
  color: themeVars.color.text,
  background: themeVars.color.background,
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 16 });
export const title = style({ fontFamily: themeVars.font.heading, fontSize: em(40), margin: 0 });
export const updated = style({ margin: 0 });
export const stale = style({
  fontSize: em(28),
  fontWeight: 700,
  margin: 0,
  padding: '8px 16px',
  borderRadius: 8,
  background: '#111111',
  color: '#ffffff',
});
export const venues = style({
  display: 'grid',
  // 340 px keeps "12:15 PM  ● Available" on one line at 26 px; a portrait 1080 screen gets two columns.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${em(340)}), 1fr))`,
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { '(min-width: 1600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const venue = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: '8px 14px',
  borderRadius: 12,
  border: `2px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
});
export const venueName = style({ fontSize: em(30), fontWeight: 700, margin: 0, lineHeight: 1.15 });
export const venueMeta = style({ margin: 0 });
export const slots = style({ display: 'flex', flexDirection: 'column', gap: 4, listStyle: 'none', margin: 0, padding: 0 });
const slotBase = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
  padding: '4px 12px',
  borderRadius: 8,
  fontSize: em(26),
  fontWeight: 700,
  minHeight: em(38, 26),
});
/** Colour plus a word and a symbol: the state never rests on colour alone (the legend repeats it). */
export const slot = styleVariants({
  Green: [slotBase, { background: '#0a6b2e', color: '#ffffff' }],
  Yellow: [
    slotBase,
    {
      color: '#111111',
      background: 'repeating-linear-gradient(135deg, #ffd23f 0 14px, #f5c400 14px 28px)',
    },
  ],
  Red: [slotBase, { background: '#a3111c', color: '#ffffff' }],
});
export const none = style({ fontSize: em(26), fontWeight: 700, margin: 0, padding: '8px 0' });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 });
export const legendItem = style({ minWidth: em(150, 26), justifyContent: 'flex-start' });
