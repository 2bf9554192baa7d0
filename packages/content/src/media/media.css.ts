import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 });
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: 8, maxWidth: '100%' });
export const caption = style({ fontFamily: themeVars.font.body, color: themeVars.color.text });
/** In em, like the type: 480 px at a phone's, wider where a kiosk or a TV sets larger type. */
export const audio = style({ width: '100%', maxWidth: '30em' });
export const video = style({ width: '100%', maxWidth: 856, background: '#000' });
export const failed = style({ margin: 0, color: themeVars.color.mutedText });
