import { style } from '@vanilla-extract/css';
import { themeVars } from '@companion/theme';

export const retry = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, marginTop: 8 });
export const countdown = style({ margin: 0, color: themeVars.color.mutedText });
