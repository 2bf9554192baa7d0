import { style } from '@vanilla-extract/css';
import { deviceSize, onDevice, pageColumn, themeVars } from '@companion/theme';

/**
 * Centred in a column and in most of the screen's height: alone on a sign's or a TV's screen it
 * reads as a page, not a stray line above an empty half. A kiosk fills the rest with its services
 * (the frame's `belowPage`), which 70 % of the screen pushed under the footer, cut off.
 */
export const page = style({
  ...pageColumn(560),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '70vh',
  gap: 16,
  textAlign: 'center',
  selectors: { [onDevice('kiosk')]: { minHeight: 0, paddingBlock: deviceSize.page } },
});
export const picture = style({
  width: 160,
  height: 160,
  selectors: { [onDevice('kiosk')]: { width: 280, height: 280 }, [onDevice('signage')]: { width: 240, height: 240 } },
});
export const rim = style({ fill: themeVars.color.header });
export const face = style({ fill: themeVars.color.surface });
export const marks = style({ stroke: themeVars.color.mutedText, strokeWidth: 6, strokeLinecap: 'round' });
export const north = style({ fill: themeVars.color.text, fontSize: 24, fontWeight: 700, fontFamily: themeVars.font.body });
export const needleNorth = style({ fill: themeVars.color.danger });
export const needleSouth = style({ fill: themeVars.color.mutedText });
export const message = style({ margin: 0, fontSize: deviceSize.heading, fontFamily: themeVars.font.heading });
export const explanation = style({ margin: 0, color: themeVars.color.mutedText, maxWidth: '30em' });
