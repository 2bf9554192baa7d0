import { globalStyle, style } from '@vanilla-extract/css';
import { deviceSize, fillsScreenColumn, mediaQuery, pageColumn, pageTitle, themeVars } from '@companion/theme';

const framed = { border: `1px solid ${themeVars.color.border}`, borderRadius: themeVars.radius.tile, background: themeVars.color.surface };

export const page = style(pageColumn(960));
export const title = style(pageTitle);
export const intro = style({ margin: '0 0 16px' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const videoBox = style({ width: '100%' });
/**
 * The article's picture fills the player until the guest starts it: video.js fits a poster
 * inside (right for a film's upright poster), which left the clip's first frame showing at its sides.
 */
globalStyle(`${videoBox} .vjs-poster img`, { objectFit: 'cover' });
/** The party's muster at a glance: the one sentence a guest must not miss. */
export const banner = style({
  ...framed,
  borderColor: themeVars.color.primary,
  borderWidth: 2,
  padding: 12,
  margin: '0 0 16px',
  fontWeight: 700,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 });
export const actions = style({ display: 'flex', gap: 12 });
export const group = style({ ...framed, padding: 12, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: '0 4px', textAlign: 'left' });
export const choice = style({ display: 'flex', alignItems: 'center', gap: 8, minHeight: deviceSize.target });
/**
 * Sizes in em, not rem: the shell sets the body size per device (larger on a kiosk), and titles,
 * hints and the tick boxes grow with it instead of staying phone-sized on a 1080×1920 screen.
 */
globalStyle(`${choice} > input:is([type="checkbox"], [type="radio"])`, { flexShrink: 0, margin: 0 });
export const hint = style({ margin: '4px 0' });
export const notice = style({
  padding: 12,
  borderLeft: `4px solid ${themeVars.color.primary}`,
  background: themeVars.color.surface,
  margin: 0,
});
export const error = style({ color: themeVars.color.danger, fontWeight: 700, margin: '4px 0' });
export const card = style({ ...framed, padding: 12, display: 'flex', flexDirection: 'column', gap: 4 });
export const cardTitle = style({ fontSize: '1.1em', margin: 0 });
export const time = style({ fontWeight: 700, margin: 0 });
export const place = style({ margin: 0 });

/**
 * The muster home's three ways on as cards, each with its picture and what it leads to: as three
 * small buttons they filled a sixth of a kiosk's or a cabin TV's screen. On a phone one under the
 * other, the picture beside the words; side by side from 1024 px (a kiosk, a TV), the picture above.
 */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: deviceSize.gap,
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const step = style({
  ...framed,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"icon title" "icon hint"',
  alignItems: 'center',
  columnGap: 16,
  rowGap: 4,
  height: '100%',
  boxSizing: 'border-box',
  minHeight: deviceSize.target,
  padding: 16,
  color: themeVars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: themeVars.color.primary },
  ':focus-visible': { outline: `4px solid ${themeVars.color.focus}`, outlineOffset: 2 },
  '@media': {
    [mediaQuery.large]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"icon" "title" "hint"',
      justifyItems: 'center',
      alignContent: 'start',
      textAlign: 'center',
      rowGap: 8,
      padding: 24,
    },
    // A cabin TV (1920×1080, the guest app): three cards at their text's height left the lower
    // half of the screen empty; at about half its height they fill the screen under the banner.
    [mediaQuery.wide]: { minHeight: '52vh', alignContent: 'center' },
  },
});
export const stepIcon = style({
  gridArea: 'icon',
  width: '3em',
  height: '3em',
  color: themeVars.color.primary,
  '@media': { [mediaQuery.large]: { width: '4.5em', height: '4.5em' }, [mediaQuery.wide]: { width: '6em', height: '6em' } },
});
export const stepTitle = style({ gridArea: 'title', fontWeight: 700, fontSize: '1.15em', color: themeVars.color.primary });
export const stepHint = style({ gridArea: 'hint', color: themeVars.color.mutedText });

/**
 * A portrait kiosk: the three ways on share the screen below the banner, one under the other,
 * each a full-width card with its picture beside the words. Side by side at the top they left
 * the lower 60% of a 1080×1920 screen empty (the last three rows are the flexible ones).
 */
export const fillsKiosk = style(fillsScreenColumn);
export const stepsNav = style({ selectors: { [`${fillsKiosk} &`]: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } } });
globalStyle(`${fillsKiosk} ${steps}`, {
  flex: 1,
  minHeight: 0,
  gridAutoRows: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${fillsKiosk} ${step}`, {
  '@media': {
    [mediaQuery.large]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"icon title" "icon hint"',
      justifyItems: 'start',
      alignContent: 'center',
      textAlign: 'left',
      columnGap: 40,
      padding: '24px 40px',
    },
  },
});
globalStyle(`${fillsKiosk} ${stepIcon}`, { '@media': { [mediaQuery.large]: { width: '6em', height: '6em' } } });
globalStyle(`${fillsKiosk} ${stepTitle}`, { fontSize: '1.6em', alignSelf: 'end' });
globalStyle(`${fillsKiosk} ${stepHint}`, { fontSize: '1.2em', alignSelf: 'start' });
