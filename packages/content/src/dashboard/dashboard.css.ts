import { style } from '@vanilla-extract/css';
import { deviceSize, fillsScreenColumn, themeVars } from '@companion/theme';

export const heading = style({
  margin: `${deviceSize.page} ${deviceSize.page} 0`,
  fontFamily: themeVars.font.heading,
  fontSize: deviceSize.heading,
});
export const empty = style({ margin: deviceSize.page, color: themeVars.color.mutedText });

/** The page's column takes the height the frame leaves (frame.css `main`); the grid shares it. */
export const fillScreen = style(fillsScreenColumn);

/**
 * The services under a kiosk's short page share the screen it leaves (frame.css `belowPage`), and
 * keep room for two rows of tiles under a long one.
 */
export const moreOnBoard = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: '18em',
  marginTop: deviceSize.gap,
  borderTop: `1px solid ${themeVars.color.border}`,
  // Its display would otherwise win over the browser's own rule for `hidden`.
  selectors: { '&[hidden]': { display: 'none' } },
});
export const moreOnBoardTitle = style({
  margin: `${deviceSize.page} ${deviceSize.page} 0`,
  fontFamily: themeVars.font.heading,
  fontSize: '1.2em',
});
