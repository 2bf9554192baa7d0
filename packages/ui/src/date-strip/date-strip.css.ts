import { style } from '@vanilla-extract/css';
import { chosenInForcedColorsRule, deviceSize, forcedColors, themeVars } from '@companion/theme';

// Kiosks (1080 px portrait) and TVs are read and touched from further away: bigger targets and type.
const largeScreen = 'screen and (min-width: 1000px)';

// On a phone the page's own margin is enough, and every pixel counts: see `list`.
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: '8px 0',
  '@media': { [largeScreen]: { gap: 8, padding: '8px 12px' } },
});
// Wrapping instead of scrolling: on a 390 px phone a scrolling row cut the last date in half.
// Measured in chromium at 390 px: 262 px between the chevrons, four dates of 53 px ("Sat 28/11")
// or 59 px ("Sa 28.11.") and their gaps in it, so seven dates make two whole rows, 4 and 3, in
// English and German (with the strip's old 12 px margins and 5 px padding: 3, 3 and a lone 1).
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 6,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: 1,
  minWidth: 0,
});

const control = style({
  minWidth: deviceSize.target,
  minHeight: deviceSize.target,
  '@media': { [largeScreen]: { minWidth: 72, minHeight: 72 } },
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.button,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: 2 },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const chevron = style([control, { fontSize: `max(1.4rem, ${deviceSize.small})`, lineHeight: 1 }]);
export const date = style([
  control,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '4px 3px',
    lineHeight: 1.2,
    '@media': { [largeScreen]: { padding: '8px 12px' } },
    // Today is told to screen readers (aria-current); sighted guests see it too.
    selectors: { '&[aria-current="date"]': { textDecoration: 'underline', textUnderlineOffset: 3 } },
  },
]);
// Never below the device's small type: on signage that is 24 px, read from across a room.
export const weekday = style({ fontSize: '0.8rem', '@media': { [largeScreen]: { fontSize: `max(1.1rem, ${deviceSize.small})` } } });
export const dayMonth = style({
  fontSize: '0.9rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '@media': { [largeScreen]: { fontSize: `max(1.25rem, calc(${deviceSize.small} * 1.15))` } },
});
export const selected = style({
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  borderColor: themeVars.color.primary,
  '@media': { [forcedColors]: chosenInForcedColorsRule },
});
