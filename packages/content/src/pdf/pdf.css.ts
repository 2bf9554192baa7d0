import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 });
export const description = style({ margin: '4px 0 0', color: themeVars.color.mutedText });
export const viewer = style({
  marginTop: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  alignItems: 'flex-start',
  maxWidth: '100%',
});
export const page = style({ maxWidth: '100%', background: '#fff', boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)' });

export const pager = style({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' });
export const status = style({ margin: 0 });
