import { useMemo } from 'react';
import { localeForLanguage, type GuestLocale } from './locale-for-language';
import { useLanguage } from './use-language';

/** The number locale and currency prices are shown in, following the guest's language (platform.md §9). */
export function useGuestLocale(): GuestLocale {
  const language = useLanguage();
  return useMemo(() => localeForLanguage(language), [language]);
}
