import { useCallback } from 'react';
import { getCatalogueMaster, type CatalogueLocale, type HubClient } from '@companion/hub-client';
import { useDeviceConfig, useHubData } from '@companion/shell';
import { usePlaybackLanguage } from '../shared/use-playback-language';

/** §9: the catalogue is kept 24 hours. */
export const CATALOGUE_CACHE_MS = 24 * 60 * 60 * 1000;

/** §7: the catalogue's locales are en_US and de_DE; German for German, English for every other language. */
export function catalogueLocale(language: string): CatalogueLocale {
  return language.toLowerCase().startsWith('de') ? 'de_DE' : 'en_US';
}

/**
 * The catalogue's locale (§3 seanetLocale) follows the video language the guest saved, else the
 * interface language: a German guest with an English interface gets the German catalogue.
 */
export function useCatalogueLocale(): CatalogueLocale {
  return catalogueLocale(usePlaybackLanguage());
}

/** Where the catalogue lives: beside the video provider (…/video/catalogue/; an assumption). */
export function useCatalogueBase(): string {
  return `${useDeviceConfig().videoConfiguration?.url ?? ''}catalogue/`;
}

export function useCatalogueMaster() {
  const base = useCatalogueBase();
  const locale = useCatalogueLocale();
  const load = useCallback((hub: HubClient) => getCatalogueMaster(hub, base, locale), [base, locale]);
  return { master: useHubData(load, { cache: { key: `seanetvod/master/${locale}`, lifetimeMs: CATALOGUE_CACHE_MS } }), base, locale };
}
