import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubRequest } from '../hub-request';
import { catalogueMasterSchema, catalogueMovieSchema, type CatalogueMaster, type CatalogueMovie } from '../schemas/vod-catalogue';

/** §7: the catalogue's locales. */
export type CatalogueLocale = 'en_US' | 'de_DE';

/** GET {base}{locale}/master.json: genres and movies of the ship movie catalogue. */
export function getCatalogueMaster(hub: HubClient, baseUrl: string, locale: CatalogueLocale): Promise<HubResult<CatalogueMaster>> {
  return hubRequest(hub, { path: `${locale}/master.json`, baseUrl, credentials: 'omit', schema: catalogueMasterSchema });
}

/** GET {base}{path}/{locale}/metadata.json: one movie. */
export function getCatalogueMovie(
  hub: HubClient,
  baseUrl: string,
  path: string,
  locale: CatalogueLocale,
): Promise<HubResult<CatalogueMovie>> {
  return hubRequest(hub, { path: `${path}/${locale}/metadata.json`, baseUrl, credentials: 'omit', schema: catalogueMovieSchema });
}

/** The movie's HLS address: v/hls/{movieId}/{mediaPath}/index.m3u8 (played with the bearer token). */
export function catalogueStreamUrl(baseUrl: string, movieId: string, mediaPath: string): string {
  return `${baseUrl}v/hls/${encodeURIComponent(movieId)}/${mediaPath.split('/').map(encodeURIComponent).join('/')}/index.m3u8`;
}
