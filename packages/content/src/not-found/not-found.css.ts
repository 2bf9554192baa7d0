import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const page = style({ padding: 24, display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' });
export const message = style({ margin: 0, fontSize: '1.5em', fontFamily: themeVars.font.heading });
