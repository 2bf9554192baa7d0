import { themeVars } from './contract.css';
import { deviceSize } from './device-kinds.css';

/**
 * A screen's column, as a style() value. Its width is given in pixels at phone type and kept in em,
 * so where the device sets larger type (kiosk, a cabin TV, a sign) the column widens with it and a
 * line holds the same words; a fixed pixel width left a TV's larger type in a phone-width column.
 */
export const pageColumn = (widthAtPhoneType: number) => ({
  maxWidth: `${widthAtPhoneType / 16}em`,
  margin: '0 auto',
  padding: deviceSize.page,
});

/** A screen's title, at the device's heading size: in rem it fell under a kiosk's body text. */
export const pageTitle = { fontFamily: themeVars.font.heading, fontSize: deviceSize.heading, margin: '8px 0 16px' };

/** A section heading under the page title, sized from the device's body text. */
export const pageSubtitle = { fontFamily: themeVars.font.heading, fontSize: '1.2em', margin: '24px 0 8px' };

/**
 * A page that takes the height a kiosk's or a sign's frame leaves it (frame.css `main`, with
 * `data-fills-screen` on the page), as a style() value: its last rows can then share the screen
 * instead of leaving an empty band below. It keeps its full width in the flex parent.
 */
export const fillsScreenColumn = {
  flex: 1,
  minHeight: 0,
  width: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
} as const;
