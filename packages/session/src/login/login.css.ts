import { globalStyle, style } from '@vanilla-extract/css';
import { deviceKindClassNames, onDevice, pageColumn, pageTitle, themeVars } from '@companion/theme';

/**
 * A kiosk's login stands alone on a tall screen: at the top it left three quarters of the screen
 * empty under a small form. There it sits lower, at the eye height of a guest standing in front
 * of it, with the type a step larger.
 */
export const page = style({
  ...pageColumn(560),
  selectors: { [onDevice('kiosk')]: { paddingTop: '8vh', fontSize: '1.15em' } },
});
// A finger at arm's length, on the kiosk's own keyboard's scale: fields and the button as tall as its keys.
globalStyle(`${deviceKindClassNames.kiosk} ${page} input`, { minHeight: 64, fontSize: '1.25em' });
globalStyle(`${deviceKindClassNames.kiosk} ${page} button[type="submit"]`, { minHeight: 72, minWidth: 240, fontSize: '1.25em' });
export const title = style({ ...pageTitle, margin: '8px 0 4px' });
export const intro = style({ color: themeVars.color.mutedText, marginTop: 0 });
export const formError = style({ color: themeVars.color.danger, fontWeight: 700 });
export const extra = style({ marginTop: 24, paddingTop: 16, borderTop: `1px solid ${themeVars.color.border}` });
// The operator's help text sits under the page's title: its headings must not outsize it (1.6rem).
globalStyle(`${extra} h2`, { fontFamily: themeVars.font.heading, fontSize: '1.25em', margin: '0 0 8px' });
export const scanLabel = style({ display: 'block', marginBottom: 12 });
// The reader types into it: wide enough to be seen as the place the card goes.
export const scanInput = style({ fontSize: '1.4em', width: '100%', boxSizing: 'border-box' });
