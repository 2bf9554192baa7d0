import { themeSettings, type ThemeSettings } from '@companion/theme';
import { useLanguage } from './i18n/use-language';
import { useShellServices } from './shell-context';

export function useThemeSettings(): ThemeSettings {
  return themeSettings[useShellServices().themeName];
}

/** German guests read German dates; otherwise the theme's date locale decides the format. */
export function useDateLocale(): string {
  const language = useLanguage();
  const settings = useThemeSettings();
  return language === 'de' ? 'de-DE' : settings.dateLocale;
}
