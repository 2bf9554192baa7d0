import { createThemeContract } from '@vanilla-extract/css';

/** The visual variables every theme fills. Behavioural settings live in ThemeSettings (theme-settings.ts). */
export const themeVars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    mutedText: null,
    primary: null,
    onPrimary: null,
    button: null,
    onButton: null,
    bookNow: null,
    onBookNow: null,
    header: null,
    onHeader: null,
    footer: null,
    onFooter: null,
    tile: null,
    onTile: null,
    checkbox: null,
    focus: null,
    danger: null,
    border: null,
  },
  font: { body: null, heading: null },
  radius: { button: null, tile: null },
  size: { headerHeight: null, tileRatio: null },
});
