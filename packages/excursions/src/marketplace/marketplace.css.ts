import { style } from '@vanilla-extract/css';
import { deviceSize, onDevice, themeVars } from '@companion/theme';

export const backLink = style({ margin: '0 0 8px' });
export const list = style({ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 4 });
export const html = style({ lineHeight: 1.5 });
export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 12,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const galleryImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
  borderRadius: themeVars.radius.tile,
});
export const feature = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '4px 12px',
  borderRadius: 16,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
});
export const price = style({ fontWeight: 700 });

/** Places without pictures: rows of names, two or more side by side when the screen is wide. */
export const placeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  gap: deviceSize.gap,
  // Two columns of tall rows on a portrait kiosk, as its tile menus: touch targets for a finger
  // held out at arm's length.
  selectors: { [onDevice('kiosk')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const placeLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: 14,
  minHeight: 64,
  padding: '12px 16px',
  selectors: {
    '&:hover': { borderColor: themeVars.color.primary },
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    [onDevice('kiosk')]: { minHeight: 128, padding: '16px 24px' },
  },
  borderRadius: themeVars.radius.tile,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  fontSize: deviceSize.tileLabel,
  fontWeight: 600,
  textDecoration: 'none',
});
export const placePin = style({ width: '1.4em', height: '1.4em', flex: 'none', fill: themeVars.color.primary });
export const placeName = style({ flex: 1 });
export const placeChevron = style({
  width: '1.2em',
  height: '1.2em',
  flex: 'none',
  fill: 'none',
  stroke: themeVars.color.mutedText,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
