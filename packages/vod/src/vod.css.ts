import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, pageColumn, pageSubtitle, pageTitle, themeVars, deviceSize } from '@companion/theme';
import { channelNameRule } from './channels/channel-name';
import { CARD_TITLE_GAP, CARD_TITLE_LINE_HEIGHT } from './list/card-title';
import { chooserLabelRule } from './shared/chooser-label';
import { RATIOS } from './rules/vod-rules';

export const page = style(pageColumn(1760));
export const title = style(pageTitle);
export const subtitle = style(pageSubtitle);

/** Focus for remote-control use: large and unmistakable on a TV across the cabin. */
const focusRing = {
  outline: `4px solid ${themeVars.color.focus}`,
  outlineOffset: 3,
};

export const chooser = style({
  display: 'grid',
  // Two tiles a row on a phone; from a tablet up four, so the eight entries are two even rows
  // that fill a 1080p TV instead of six in a band at its top: big targets for a remote.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chooserLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 8,
  // §9: category pictures are 75 % as high as wide.
  aspectRatio: `1 / ${RATIOS.category}`,
  padding: 16,
  borderRadius: themeVars.radius.tile,
  backgroundColor: themeVars.color.primary,
  // Light from the top left: a drawn tile with depth rather than a flat block of colour.
  backgroundImage: 'linear-gradient(150deg, rgba(255,255,255,0.18), rgba(255,255,255,0) 55%, rgba(0,0,0,0.28))',
  color: themeVars.color.onPrimary,
  fontSize: '1.3rem',
  fontWeight: 700,
  textDecoration: 'none',
  position: 'relative',
  '@media': { [mediaQuery.large]: { fontSize: '1.75rem', padding: 24 } },
  overflow: 'hidden',
  // The label sizes itself to the tile's width (chooser-label.ts).
  containerType: 'inline-size',
  ':focus-visible': focusRing,
  ':hover': { filter: 'brightness(1.1)' },
});

/** The symbol takes the height the label leaves, so a label on two lines never covers it. */
export const chooserIcon = style({ flex: '1 1 0', minHeight: 0, width: '100%', opacity: 0.92 });
export const chooserLabel = style(chooserLabelRule);

export const searchRow = style({ display: 'flex', gap: 12, alignItems: 'center', margin: '0 0 16px', flexWrap: 'wrap' });
export const searchInput = style({
  minHeight: deviceSize.target,
  // 15 em, but never wider than the screen (200 % text on a phone).
  minWidth: 'min(15em, 100%)',
  padding: '6px 12px',
  fontSize: '1em',
  borderRadius: 8,
  border: `1px solid ${themeVars.color.border}`,
  ':focus-visible': focusRing,
});

export const scroller = style({ height: 'calc(100vh - 220px)', minHeight: 360, overflowY: 'auto', position: 'relative' });
export const gridRow = style({ display: 'grid', gap: 16, position: 'absolute', left: 0, right: 0, top: 0 });

export const card = style({
  display: 'block',
  textDecoration: 'none',
  color: themeVars.color.text,
  borderRadius: themeVars.radius.tile,
  ':focus-visible': focusRing,
});
export const cardPicture = style({
  display: 'block',
  width: '100%',
  objectFit: 'cover',
  borderRadius: themeVars.radius.tile,
  background: themeVars.color.border,
});
export const cardTitle = style({
  display: 'block',
  marginTop: 6,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const channelName = style(channelNameRule);

/** Two lines under the picture, as tall as `cardTitleHeight` says for the virtual grid's rows. */
export const vodCardTitle = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  marginTop: CARD_TITLE_GAP,
  fontWeight: 600,
  lineHeight: CARD_TITLE_LINE_HEIGHT,
  height: `${2 * CARD_TITLE_LINE_HEIGHT}em`,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: '0 0 16px', padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: deviceSize.target,
  padding: '4px 16px',
  borderRadius: 22,
  border: `1px solid ${themeVars.color.border}`,
  color: themeVars.color.text,
  textDecoration: 'none',
  ':focus-visible': focusRing,
});

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10em, 20em) 1fr',
  gap: 24,
  '@media': { '(max-width: 600px)': { gridTemplateColumns: '1fr' } },
});
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: 12, color: themeVars.color.mutedText, margin: '0 0 12px' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '16px 0' });
export const primaryAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: '8px 24px',
  borderRadius: 8,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  border: 0,
  fontSize: '1em',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});
/**
 * A control that cannot act now (the guide's Earlier at now, the watchlist while it waits for the
 * provider) has muted text, a dashed border in that colour and the "not allowed" pointer: not
 * colour alone, and still legible. Not dimmed with opacity, which would dim the focus ring too:
 * such controls carry aria-disabled and keep the remote's focus (ui's `ariaDisabled`).
 */
const unavailable = {
  color: themeVars.color.mutedText,
  borderColor: themeVars.color.mutedText,
  borderStyle: 'dashed',
  cursor: 'not-allowed',
} as const;
export const secondaryAction = style([
  primaryAction,
  {
    background: 'transparent',
    color: themeVars.color.text,
    border: `2px solid ${themeVars.color.primary}`,
    selectors: { '&:disabled, &[aria-disabled="true"]': unavailable },
  },
]);

/**
 * The watchlist toggle: a fixed label, its state shown by a tick box and a filled button
 * (aria-pressed). Busy for a moment while the provider answers: a dashed border and the "progress"
 * pointer, its colours kept.
 */
export const toggleAction = style([
  secondaryAction,
  {
    gap: 12,
    selectors: {
      '&[aria-disabled="true"]': { color: themeVars.color.text, borderColor: themeVars.color.primary, cursor: 'progress' },
      '&[aria-pressed="true"]': { background: themeVars.color.primary, color: themeVars.color.onPrimary },
      '&[aria-pressed="true"][aria-disabled="true"]': { borderColor: themeVars.color.onPrimary },
    },
  },
]);
export const toggleBox = style({
  position: 'relative',
  flex: 'none',
  width: '1.1em',
  height: '1.1em',
  border: '2px solid currentColor',
  borderRadius: 4,
  selectors: {
    [`${toggleAction}[aria-pressed="true"] &::after`]: {
      content: '""',
      position: 'absolute',
      left: '0.3em',
      top: '0.05em',
      width: '0.3em',
      height: '0.6em',
      border: 'solid currentColor',
      borderWidth: '0 3px 3px 0',
      transform: 'rotate(45deg)',
    },
  },
});

export const skeleton = style({
  background: `linear-gradient(90deg, ${themeVars.color.border} 25%, ${themeVars.color.surface} 50%, ${themeVars.color.border} 75%)`,
  backgroundSize: '200% 100%',
  borderRadius: 8,
});
export const skeletonLine = style([skeleton, { height: 20, margin: '0 0 12px' }]);

// The whole 16:9 picture fits the screen height on a TV (1920×1080) with the title above it.
export const playerPage = style({ maxWidth: 'min(1600px, calc((100vh - 220px) * 16 / 9))', margin: '0 auto', padding: 16 });

globalStyle(`${card} img`, { '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'transform 0.15s' } } });
globalStyle(`${card}:focus-visible img`, { transform: 'scale(1.03)' });

/** A featured genre row: one line of posters that scrolls sideways (arrow keys move through it). */
export const featured = style({ minHeight: 300 });
export const featuredRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(8.75em, 11.25em)',
  gap: 16,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: '4px 4px 12px',
  scrollSnapType: 'x proximity',
});
export const featuredItem = style({ scrollSnapAlign: 'start' });
