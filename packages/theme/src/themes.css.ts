import { createTheme } from '@vanilla-extract/css';
import { themeVars } from './contract.css';
import { themeDefinitions, type ThemeDefinition, type ThemeName } from './theme-definitions';

/** Colours that default across themes (platform.md §1): a red button and a green book-now badge. */
const defaults = {
  button: '#c8102e',
  onButton: '#ffffff',
  bookNow: '#1e7b34',
  onBookNow: '#ffffff',
  checkbox: '#0b6e4f',
  danger: '#b00020',
};

function themeClass(theme: ThemeDefinition): string {
  const c = theme.colours;
  return createTheme(themeVars, {
    color: {
      background: c.background,
      surface: c.surface,
      text: c.text,
      mutedText: c.mutedText,
      primary: c.primary,
      onPrimary: c.onPrimary,
      button: defaults.button,
      onButton: defaults.onButton,
      bookNow: defaults.bookNow,
      onBookNow: defaults.onBookNow,
      header: c.header,
      onHeader: c.onHeader,
      footer: c.header,
      onFooter: c.onHeader,
      tile: c.surface,
      onTile: c.text,
      checkbox: defaults.checkbox,
      focus: '#ffbf47',
      danger: defaults.danger,
      border: c.border,
    },
    font: theme.fonts,
    radius: { button: theme.buttonRadius, tile: theme.tileRadius },
    size: { headerHeight: theme.tallHeader ? '88px' : '64px', tileRatio: '100%' },
  });
}

export const themeClassNames = Object.fromEntries(
  Object.entries(themeDefinitions).map(([name, theme]) => [name, themeClass(theme)]),
) as Record<ThemeName, string>;
