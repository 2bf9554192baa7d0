import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const article = style({ padding: 16, display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 960, margin: '0 auto' });
export const fullScreen = style({ maxWidth: 'none', padding: 0 });
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
export const gallery = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: 8, touchAction: 'pan-y' });
export const galleryControls = style({ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'center' });
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
export const events = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const event = style({
  display: 'grid',
  gridTemplateColumns: '9em 1fr',
  gap: 12,
  padding: 12,
  background: themeVars.color.surface,
  borderRadius: themeVars.radius.tile,
});
export const eventTime = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const muted = style({ color: themeVars.color.mutedText });
export const dayChooser = style({ display: 'flex', gap: 12, flexWrap: 'wrap' });
