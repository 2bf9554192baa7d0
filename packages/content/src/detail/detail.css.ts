import { globalStyle, style } from '@vanilla-extract/css';
import { deviceSize, pageColumn, themeVars } from '@companion/theme';

export const article = style({ ...pageColumn(960), display: 'flex', flexDirection: 'column', gap: deviceSize.gap });
/** The editor's full width: the picture runs edge to edge, the text keeps the page margin. */
export const fullScreen = style({ maxWidth: 'none', padding: '0 0 16px' });

/**
 * A landscape screen at least 1280 px wide (signage, a cabin TV, a desktop). A 16:9 picture above
 * the text filled half of a 1080 px high screen and pushed the text below the fold, where nobody
 * scrolls a sign: there the picture goes left, held in view, and the text right. Phones and
 * portrait kiosks keep the picture above.
 */
const wideLandscape = 'screen and (min-width: 1280px) and (orientation: landscape)';
/** How wide an article may run there: two readable columns. */
const wideArticleWidth = 1760;
export const withPicture = style({
  '@media': {
    [wideLandscape]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: 40,
      alignItems: 'start',
      maxWidth: wideArticleWidth,
    },
  },
});
export const textPane = style({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });
/** Timetables, files, media and further articles: the whole width under both panes. */
export const belowPanes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  minWidth: 0,
  // Most articles have none of these: no empty box, no extra gap.
  selectors: { '&:empty': { display: 'none' } },
  '@media': { [wideLandscape]: { selectors: { [`${withPicture} > &`]: { gridColumn: '1 / -1', marginTop: 24 } } } },
});
export const picturePane = style({
  minWidth: 0,
  '@media': { [wideLandscape]: { selectors: { [`${withPicture} > &`]: { position: 'sticky', top: 16 } } } },
});
export const unfiltered = style({ padding: 16, maxWidth: '100%', overflow: 'hidden' });
// A fixed 16:9 box (cropped by object-fit): the text below never jumps when the picture arrives.
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  maxHeight: 480,
  objectFit: 'cover',
  borderRadius: themeVars.radius.tile,
});
// Edge to edge, so no rounded corners; taller than 480 px on a wide screen, where a 1920 × 480
// band cut the picture's subject in half.
globalStyle(`${fullScreen} ${image}`, { borderRadius: 0, maxHeight: '70vh' });
globalStyle(`${fullScreen} > ${textPane}, ${fullScreen} > ${belowPanes}`, { paddingInline: deviceSize.page });

// Section headings (where and when, events, more articles) under the page's title, not above it.
globalStyle(`${article} section > h2`, { fontFamily: themeVars.font.heading, fontSize: '1.2em', margin: '0 0 8px' });

export const gallery = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: 8, touchAction: 'pan-y' });
// Wraps: at 200 % text on a phone "Previous picture", the counter and "Next picture" do not fit one row.
export const galleryControls = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'center' });
export const whereAndWhen = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 16px',
  margin: 0,
  padding: 16,
  background: themeVars.color.surface,
  borderRadius: themeVars.radius.tile,
});
export const term = style({ fontWeight: 700 });
/** A timetable without a picture on a wide landscape screen: the article widens to two columns. */
export const wideTimetable = style({ '@media': { [wideLandscape]: { maxWidth: wideArticleWidth } } });
export const events = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
/** Events of one day (or of no dates): side by side there. */
export const eventColumns = style({
  '@media': {
    [wideLandscape]: {
      selectors: { [`${wideTimetable} &`]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
  },
});
/** Events under their days: the days flow down two columns there, each day whole. */
export const eventDays = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
  '@media': { [wideLandscape]: { selectors: { [`${wideTimetable} &`]: { display: 'block', columns: 2, columnGap: 16 } } } },
});
export const eventDay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  breakInside: 'avoid',
  '@media': { [wideLandscape]: { selectors: { [`${wideTimetable} ${eventDays} &`]: { marginBottom: 24 } } } },
});
export const eventDayHeading = style({ margin: 0 });
export const event = style({
  display: 'grid',
  gridTemplateColumns: '9em 1fr',
  gap: 12,
  // Room for "10:00 AM – 10:45 AM" on one line where the screen has it.
  '@media': { [wideLandscape]: { gridTemplateColumns: '12em 1fr' } },
  padding: 12,
  background: themeVars.color.surface,
  borderRadius: themeVars.radius.tile,
});
export const eventTime = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const unbroken = style({ whiteSpace: 'nowrap' });
export const muted = style({ color: themeVars.color.mutedText });
export const dayChooser = style({ display: 'flex', gap: 12, flexWrap: 'wrap' });
