import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

/**
 * On a phone the four-hour window keeps about 170 px an hour at 100 % text and scrolls sideways,
 * with the channel names pinned: squeezed into 390 px, programme names shrank to "T…". The hour
 * grows with the text size (10.625rem), or at 200 % a half-hour programme showed "S…".
 */
const phone = '(max-width: 600px)';
/** The names' column grows with the text size (6rem is 96 px at 100 %): at 200 % "Cinema One" overran 96 px. */
const phoneNameColumn = '6rem';
const phoneGuideWidth = `calc(${phoneNameColumn} + 4 * 10.625rem)`;

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '0 0 12px' });
export const guide = style({
  position: 'relative',
  height: 'calc(100vh - 260px)',
  minHeight: 320,
  overflow: 'auto',
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: 8,
});
export const timeline = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'grid',
  gridTemplateColumns: '11.25em 1fr',
  '@media': { [phone]: { gridTemplateColumns: `${phoneNameColumn} 1fr`, minWidth: phoneGuideWidth } },
  background: themeVars.color.surface,
  borderBottom: `1px solid ${themeVars.color.border}`,
});
export const ticks = style({ position: 'relative', height: 32 });
export const tick = style({
  position: 'absolute',
  top: 6,
  fontSize: '0.9em',
  color: themeVars.color.mutedText,
  paddingLeft: 4,
  borderLeft: `1px solid ${themeVars.color.border}`,
});
export const row = style({
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'grid',
  gridTemplateColumns: '11.25em 1fr',
  '@media': { [phone]: { gridTemplateColumns: `${phoneNameColumn} 1fr`, minWidth: phoneGuideWidth } },
  borderBottom: `1px solid ${themeVars.color.border}`,
});
export const channelName = style({
  display: 'flex',
  alignItems: 'center',
  padding: '0 12px',
  fontWeight: 700,
  background: themeVars.color.surface,
  position: 'sticky',
  left: 0,
  // Above the cells' text (2), which scrolls under the pinned names on a phone.
  zIndex: 3,
  lineHeight: 1.15,
  // A name longer than its column breaks rather than runs under the first programme.
  overflowWrap: 'anywhere',
  '@media': { [phone]: { padding: '0 6px', fontSize: '0.85rem' } },
});
export const programmes = style({ position: 'relative', overflow: 'hidden' });
export const programme = style({
  position: 'absolute',
  top: 4,
  bottom: 4,
  padding: '4px 8px',
  borderRadius: 6,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.background,
  color: themeVars.color.text,
  textAlign: 'left',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `4px solid ${themeVars.color.focus}`, outlineOffset: -2, zIndex: 1 },
});
export const current = style({ background: themeVars.color.primary, color: themeVars.color.onPrimary, fontWeight: 700 });
/** The now-line crosses the cells (1) but passes behind their text (2). */
export const nowLine = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 3,
  background: themeVars.color.danger,
  zIndex: 1,
  pointerEvents: 'none',
});
/**
 * A cell's name and times sit above the now-line on the cell's own background, as wide as the text,
 * so the line passes behind them instead of striking through "06:45".
 */
const cellText = style({
  position: 'relative',
  zIndex: 2,
  display: 'block',
  width: 'fit-content',
  maxWidth: '100%',
  background: 'inherit',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const programmeName = cellText;
export const programmeTime = style([cellText, { fontSize: '0.85em', fontWeight: 400 }]);
