import { useMemo } from 'react';
import { useCurrency } from '../use-currency';
import { localeForLanguage, type GuestLocale } from './locale-for-language';
import { useLanguage } from './use-language';

/** What every price is shown with: the guest's language writes it, the hub's currency is the money. */
export function useGuestLocale(): GuestLocale {
  const language = useLanguage();
  const currency = useCurrency();
  return useMemo(() => localeForLanguage(language, currency), [language, currency]);
}
