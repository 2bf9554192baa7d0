import { defaultThemeName, themeSettings, type ThemeName } from './theme-settings';

function isThemeName(name: string): name is ThemeName {
  return Object.hasOwn(themeSettings, name);
}

/**
 * The hub's uiSettings.theme wins over its layout theme (platform.md §1). An unknown name falls
 * back to the default theme with a warning, so a typo on the hub never leaves a page unstyled.
 */
export function resolveThemeName(
  layoutTheme: string | null | undefined,
  uiSettingsTheme: string | null | undefined,
  warn: (message: string) => void = (message) => console.warn(message),
): ThemeName {
  const wanted = uiSettingsTheme || layoutTheme;
  if (!wanted) return defaultThemeName;
  const normalised = wanted.trim().toLowerCase();
  if (isThemeName(normalised)) return normalised;
  warn(`Unknown theme "${wanted}"; using "${defaultThemeName}".`);
  return defaultThemeName;
}
