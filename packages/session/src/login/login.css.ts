import { globalStyle, style } from '@vanilla-extract/css';
import { pageColumn, pageTitle, themeVars } from '@companion/theme';

export const page = style(pageColumn(560));
export const title = style({ ...pageTitle, margin: '8px 0 4px' });
export const intro = style({ color: themeVars.color.mutedText, marginTop: 0 });
export const formError = style({ color: themeVars.color.danger, fontWeight: 700 });
export const extra = style({ marginTop: 24, paddingTop: 16, borderTop: `1px solid ${themeVars.color.border}` });
// The operator's help text sits under the page's title: its headings must not outsize it (1.6rem).
globalStyle(`${extra} h2`, { fontFamily: themeVars.font.heading, fontSize: '1.25em', margin: '0 0 8px' });
export const scanInput = style({ fontSize: '1.4em' });
