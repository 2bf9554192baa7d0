import { DEFAULT_CURRENCY } from '../use-currency';

/**
 * How money is written (the number locale, platform.md §9: en → en-GB, de → de-DE, else en-GB)
 * and which money it is. The currency is the hub's, never the language's (issue 13).
 */
export type GuestLocale = { locale: string; currency: string };

export function localeForLanguage(language: string, currency: string = DEFAULT_CURRENCY): GuestLocale {
  return { locale: language === 'de' ? 'de-DE' : 'en-GB', currency };
}
