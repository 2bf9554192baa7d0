import { useCallback } from 'react';
import type { HubClient, HubResult, MarketplaceLocale } from '@companion/hub-client';
import { useHubData, type HubData } from '@companion/shell';
import { useMarketplaceLocale } from './use-marketplace-locale';

/**
 * One marketplace call for a screen, in the guest's language and currency, as loading, failed or
 * ready with a retry; a change of language loads again. `load` must be stable (a module-level
 * call or a useCallback).
 */
export function useMarketplaceData<T>(
  load: (hub: HubClient, locale: MarketplaceLocale) => Promise<HubResult<T>>,
): HubData<T> & { retry: () => void } {
  const locale = useMarketplaceLocale();
  const withLocale = useCallback((hub: HubClient) => load(hub, locale), [load, locale]);
  return useHubData(withLocale);
}
