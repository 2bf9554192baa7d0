/** platform.md §9: en → en-GB and GBP, de → de-DE and EUR, anything else → en-GB and USD. */
export type GuestLocale = { locale: string; currency: string };

export function localeForLanguage(language: string): GuestLocale {
  if (language === 'en') return { locale: 'en-GB', currency: 'GBP' };
  if (language === 'de') return { locale: 'de-DE', currency: 'EUR' };
  return { locale: 'en-GB', currency: 'USD' };
}
