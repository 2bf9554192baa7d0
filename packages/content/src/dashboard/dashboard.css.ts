import { style } from '@vanilla-extract/css';
import { deviceSize, themeVars } from '@companion/theme';

export const heading = style({
  margin: `${deviceSize.page} ${deviceSize.page} 0`,
  fontFamily: themeVars.font.heading,
  fontSize: deviceSize.heading,
});
export const empty = style({ margin: deviceSize.page, color: themeVars.color.mutedText });

/** The page's column takes the height the frame leaves (frame.css `main`); the grid shares it. */
export const fillScreen = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
