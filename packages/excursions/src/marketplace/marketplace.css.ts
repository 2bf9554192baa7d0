import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

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
