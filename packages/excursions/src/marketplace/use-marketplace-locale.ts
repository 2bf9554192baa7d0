import { useMemo } from 'react';
import type { MarketplaceLocale } from '@companion/hub-client';
import { useGuestLocale } from '@companion/shell';

/**
 * The language and currency headers of every marketplace call: the guest's locale (`en-GB`,
 * `de-DE`) and currency (platform.md §9, as the cart shows prices).
 */
export function useMarketplaceLocale(): MarketplaceLocale {
  const { locale, currency } = useGuestLocale();
  return useMemo(() => ({ language: locale, currency }), [locale, currency]);
}
