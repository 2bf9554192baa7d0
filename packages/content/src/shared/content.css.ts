import { globalStyle, style } from '@vanilla-extract/css';
import { deviceSize, themeVars } from '@companion/theme';

export const page = style({ padding: deviceSize.page, display: 'flex', flexDirection: 'column', gap: deviceSize.gap });
export const heading = style({ margin: 0, fontFamily: themeVars.font.heading, fontSize: deviceSize.heading });
// In em: a kiosk's or signage's body type is larger, and a heading must not be smaller than the text under it.
export const subheading = style({ margin: 0, fontFamily: themeVars.font.heading, fontSize: '1.2em' });
export const badge = style({
  display: 'inline-block',
  marginTop: 4,
  padding: '2px 8px',
  borderRadius: 4,
  fontSize: deviceSize.small,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  border: `1px solid ${themeVars.color.border}`,
});
export const bookNow = style([badge, { background: themeVars.color.bookNow, color: themeVars.color.onBookNow }]);
export const richText = style({ lineHeight: 1.5, overflowWrap: 'anywhere', maxWidth: '100%', overflow: 'hidden' });
// The editor's headings sit under the page's own title (deviceSize.heading): the browser's bold
// 1.5em h2 outsized it. In em, so they scale with the kiosk's and signage's body type.
globalStyle(`${richText} :is(h1, h2, h3, h4, h5, h6)`, { fontFamily: themeVars.font.heading, lineHeight: 1.25, margin: '1em 0 0.4em' });
globalStyle(`${richText} h1`, { fontSize: '1.35em' });
globalStyle(`${richText} h2`, { fontSize: '1.2em' });
globalStyle(`${richText} :is(h3, h4, h5, h6)`, { fontSize: '1.05em' });
globalStyle(`${richText} > :first-child`, { marginTop: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 });
export const doubleColumn = style({ gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' });
export const listItem = style({ padding: 16, background: themeVars.color.surface, borderRadius: themeVars.radius.tile });
export const link = style({ color: themeVars.color.primary, fontWeight: 600 });

/** Signage's overview takes the height the frame leaves (frame.css `main`), so its tile pages fit the screen. */
export const signagePage = style([page, { flex: 1, minHeight: 0 }]);
