import { globalStyle, style } from '@vanilla-extract/css';
import { pageColumn, pageTitle, themeVars, deviceSize } from '@companion/theme';
import { RATING_MAX } from './rules/rating-rules';

const focusRing = { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 };

export const page = style(pageColumn(900));
export const title = style(pageTitle);
export const intro = style({ margin: '0 0 16px' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const inputs = style({ display: 'flex', flexDirection: 'column', gap: 16, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const group = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  padding: 12,
  margin: 0,
  minWidth: 0,
});
export const missing = style({ borderColor: themeVars.color.danger, borderWidth: 2 });
export const legend = style({ fontWeight: 700, padding: '0 4px' });
/** The comment box's label under a question's stars: below the legend in weight, apart from the stars. */
export const commentLabel = style({ display: 'block', fontWeight: 600, margin: '12px 0 0', padding: '0 4px' });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' });
export const choice = style({ display: 'flex', alignItems: 'center', gap: 8, minHeight: deviceSize.target });
/**
 * Sizes in em, not rem: the shell sets the body size per device (larger on a kiosk), and titles,
 * hints and the tick boxes grow with it instead of staying phone-sized on a 1080×1920 screen.
 */
globalStyle(`${choice} > input:is([type="checkbox"], [type="radio"])`, { flexShrink: 0, margin: 0 });
export const error = style({ color: themeVars.color.danger, fontWeight: 700, margin: '4px 0 0' });
export const hint = style({ margin: '4px 0', fontSize: '0.95em' });
export const textInput = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: deviceSize.target,
  padding: 8,
  font: 'inherit',
  color: themeVars.color.text,
  background: themeVars.color.background,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: 4,
  selectors: { '&:focus-visible': focusRing },
});
export const textArea = style([textInput, { minHeight: 120, resize: 'vertical' }]);
/**
 * Ten stars in one row where they fit, else two rows of five: wrapped freely on a phone they fell
 * 7 + 3, and a guest could not tell the scale went to ten.
 */
export const stars = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${RATING_MAX / 2}, ${deviceSize.target})`,
  gap: 2,
  border: 0,
  padding: 0,
  margin: 0,
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: `repeat(${RATING_MAX}, ${deviceSize.target})` } },
});
export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: deviceSize.target,
  height: deviceSize.target,
  // The glyph two thirds of its target (1.8rem on a phone), larger on a kiosk.
  fontSize: `calc(${deviceSize.target} * 0.65)`,
  lineHeight: 1,
  cursor: 'pointer',
  // An empty star must still be seen as a control (WCAG 1.4.11: 3:1); the border colour was 1.6:1.
  color: themeVars.color.mutedText,
});
export const starOn = style({ color: themeVars.color.primary });
export const starInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
export const starFocus = style({ selectors: { '&:focus-within': focusRing } });
export const notice = style({
  padding: 12,
  borderLeft: `4px solid ${themeVars.color.primary}`,
  background: themeVars.color.surface,
  margin: 0,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 });
export const card = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.surface,
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});
export const cardTitle = style({ fontSize: '1.1em', margin: 0 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0 });
export const factName = style({ fontWeight: 600 });
export const factValue = style({ margin: 0 });
export const status = style({ fontWeight: 700 });
/** The problem card's Leave Feedback link keeps its own width in the card's column. */
export const actionPlacement = style({ alignSelf: 'flex-start' });
export const readOnly = style({ margin: 0, fontWeight: 700 });
export const fieldName = style({ fontWeight: 700, margin: '0 0 4px', padding: '0 4px' });
export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 8,
  padding: 12,
  borderLeft: `4px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  margin: 0,
});
/** A line of a waiting item: the item's gap spaces them, not the paragraph's own margins. */
export const waitingLine = style({ margin: 0 });
/** The outbox's list stands apart from the screen's own list below it. */
export const outbox = style([form, { marginBottom: 24 }]);
