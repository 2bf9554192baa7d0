import { useCallback } from 'react';
import { getCatalogueMaster, type CatalogueLocale, type HubClient } from '@companion/hub-client';
import { useDeviceConfig, useHubData, useLanguage } from '@companion/shell';

/** §9: the catalogue is kept 24 hours. */
export const CATALOGUE_CACHE_MS = 24 * 60 * 60 * 1000;

/** The catalogue's locale follows the guest's language (§7: en_US and de_DE). */
export function catalogueLocale(language: string): CatalogueLocale {
  return language.startsWith('de') ? 'de_DE' : 'en_US';
}

/** Where the catalogue lives: beside the video provider (…/video/catalogue/; an assumption). */
export function useCatalogueBase(): string {
  return `${useDeviceConfig().videoConfiguration?.url ?? ''}catalogue/`;
}

export function useCatalogueMaster() {
  const base = useCatalogueBase();
  const locale = catalogueLocale(useLanguage());
  const load = useCallback((hub: HubClient) => getCatalogueMaster(hub, base, locale), [base, locale]);
  return { master: useHubData(load, { cache: { key: `seanetvod/master/${locale}`, lifetimeMs: CATALOGUE_CACHE_MS } }), base, locale };
}
