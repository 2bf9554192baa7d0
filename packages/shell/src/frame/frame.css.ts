import { globalStyle, style } from '@vanilla-extract/css';
import { deviceSize, forcedColors, hiddenOnPhoneRule, mediaQuery, onDevice, themeVars } from '@companion/theme';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: themeVars.color.background,
  color: themeVars.color.text,
  fontFamily: themeVars.font.body,
  fontSize: deviceSize.body,
});

/**
 * Every checkbox and radio, in one place: a browser draws them 13 px whatever the text beside
 * them. Sized from the type (never under a 24 px target), so a kiosk's or a TV's boxes match their
 * labels, and in the theme's checkbox colour. Without specificity, so a screen may still differ.
 */
globalStyle(`:where(${root}) :where(input[type="checkbox"], input[type="radio"])`, {
  // A control's own font is the browser's 13.33 px, not its label's: inherit it, so em means the text's size.
  fontSize: 'inherit',
  width: 'max(24px, 1.25em)',
  height: 'max(24px, 1.25em)',
  accentColor: themeVars.color.checkbox,
});

/**
 * The focus ring is amber (theme `focus`), which is 1.5:1 against the light themes' pages: a band
 * of the text colour on either side of it makes it 3:1 or more against any background (WCAG 1.4.11),
 * amber on the dark header and footer, dark on the light page. Without specificity, so a control
 * with a ring of its own keeps it.
 */
globalStyle(`:where(${root}) :where(:focus-visible)`, { boxShadow: `0 0 0 7px ${themeVars.color.text}` });

/**
 * A heading the app focuses (a new page's, a booking's result) so a screen reader says where the
 * guest is: no control to press, so no ring round it.
 */
globalStyle(`:where(${root}) :where(h1, h2)[tabindex="-1"]:focus`, { outline: 'none', boxShadow: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  minHeight: themeVars.size.headerHeight,
  padding: '0 16px',
  background: themeVars.color.header,
  color: themeVars.color.onHeader,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: deviceSize.target,
  minHeight: deviceSize.target,
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

export const title = style({ margin: 0, fontFamily: themeVars.font.heading, fontSize: deviceSize.headerTitle, fontWeight: 700 });

export const main = style({
  flex: 1,
  outline: 'none',
  // A page that fills the screen (the kiosk and signage dashboard) gets the height left by the
  // header and footer, so its tiles can share it instead of leaving an empty band below.
  selectors: {
    // On a phone the footer starts below the first screen: a page whose content arrives after
    // the frame would otherwise push a visible footer down, a layout shift on every start
    // (issue 20). Not on signage and kiosk, whose screens must never scroll.
    [onDevice('guest')]: { minHeight: `calc(100vh - ${themeVars.size.headerHeight})` },
    '&:has(> [data-fills-screen])': { display: 'flex', flexDirection: 'column', minHeight: 0 },
  },
});

/**
 * The app's `belowPage` slot (a kiosk's services) takes the screen a short page leaves, and the
 * page keeps its own height; after a long page it follows at its own height. Where the slot shows
 * nothing (the home page, the login) or the page fills the screen itself, the page keeps it all.
 */
export const belowPage = style({ flex: '1 0 auto', display: 'flex', flexDirection: 'column' });
globalStyle(`${main}:has(+ ${belowPage}:not(:empty))`, { flex: '0 1 auto' });
globalStyle(`${belowPage}:empty, ${main}:has(> [data-fills-screen]) + ${belowPage}`, { display: 'none' });
globalStyle(`${main}:has(> [data-fills-screen]):has(+ ${belowPage})`, { flex: 1 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  padding: 12,
  background: themeVars.color.footer,
  color: themeVars.color.onFooter,
  selectors: {
    // A kiosk's long lists (a day's programme, the activities) are thousands of pixels tall: Back,
    // Home and the accessibility mode, meant for a guest who cannot reach up, stay on the screen.
    // Under dialogs (1000), above the page's own layers (cards, the map's controls up to 800).
    [onDevice('kiosk')]: { position: 'sticky', bottom: 0, zIndex: 900 },
  },
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: deviceSize.target,
  padding: '0 16px',
  color: 'inherit',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

export const footerButton = style([
  footerLink,
  {
    background: 'none',
    border: 'none',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    selectors: { '&[aria-pressed="true"]': { textDecoration: 'underline', textUnderlineOffset: 4 } },
  },
]);

/** Kiosk and signage are read from a distance: bold text (platform.md §1). */
export const boldText = style({ fontWeight: 600 });

export const clock = style({ marginLeft: 'auto', fontSize: deviceSize.body, textAlign: 'right' });
export const clockTime = style({ fontSize: deviceSize.headerTitle, fontWeight: 700 });

export const subHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '4px 16px',
  minHeight: 48,
  background: themeVars.color.surface,
  borderBottom: `1px solid ${themeVars.color.border}`,
  // At 320 px the reference, Log out and the language took 340 px and two rows: closer, they fit one.
  '@media': { [mediaQuery.narrowPhone]: { gap: 8, padding: '4px 8px' } },
  // Nothing to show (no guest logged in, no video language, no photo basket, as on a passer-by's
  // kiosk or any signage screen): no empty band across the top of every page.
  selectors: { '&:empty': { display: 'none' } },
});

export const countdown = style({ margin: 0, fontWeight: 700, color: themeVars.color.danger });

export const subHeaderButton = style({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: deviceSize.target,
  padding: '0 12px',
  '@media': { [mediaQuery.narrowPhone]: { padding: '0 8px', gap: 6 } },
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: 'transparent',
  color: themeVars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 } },
});

/** A film strip before the video language, which on a phone is the button's only visible word. */
export const videoLanguageIcon = style({
  flex: 'none',
  width: '1.1em',
  height: '1.1em',
  background: 'currentColor',
  mask: `url("data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 4h18v16H3zm2 2v2h2V6zm0 5v2h2v-2zm0 5v2h2v-2zM17 6v2h2V6zm0 5v2h2v-2zm0 5v2h2v-2zM9 6v12h6V6z" fill-rule="evenodd"/></svg>',
  )}") center / contain no-repeat`,
  '@media': { [forcedColors]: { forcedColorAdjust: 'none', background: 'ButtonText' } },
});

/** See `hiddenOnPhoneRule`. */
export const hiddenOnPhone = style(hiddenOnPhoneRule);

export const localeList = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const localeOption = style({ display: 'flex', alignItems: 'center', gap: 12, minHeight: deviceSize.target, fontSize: '1.1em' });

export const footerNav = style({ display: 'flex', gap: 12, flexWrap: 'wrap' });
export const languageChooser = style({ display: 'flex', gap: 8 });
export const disabilityControls = style({ display: 'flex', gap: 8, marginLeft: 'auto' });

/** The offline banner: the page's own colours inverted, so it reads on every theme and device. */
export const offlineBanner = style({
  margin: 0,
  padding: '8px 16px',
  background: themeVars.color.text,
  color: themeVars.color.background,
  fontSize: deviceSize.body,
  fontWeight: 600,
  textAlign: 'center',
  selectors: { '&:empty': { display: 'none' } },
});
