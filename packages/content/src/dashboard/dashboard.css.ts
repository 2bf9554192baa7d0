import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const heading = style({ margin: '16px 16px 0', fontFamily: themeVars.font.heading, fontSize: '1.5rem' });
export const empty = style({ margin: 16, color: themeVars.color.mutedText });
