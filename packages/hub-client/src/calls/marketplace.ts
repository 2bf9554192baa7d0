import type { z } from 'zod/mini';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubRequest } from '../hub-request';
import type { HubId } from '../schemas/hub-fields';
import {
  marketplaceActivitiesSchema,
  marketplaceActivitySchema,
  marketplaceCitiesSchema,
  marketplaceCountriesSchema,
  marketplaceMediaListSchema,
  marketplaceTaxonomiesSchema,
  type MarketplaceActivity,
  type MarketplaceCity,
  type MarketplaceCountry,
  type MarketplaceMedia,
  type MarketplaceTaxonomy,
} from '../schemas/marketplace';

/** The marketplace API version every call asks for (bookable-services §9). */
export const MARKETPLACE_API_VERSION = '3.4.0';

/**
 * Assumption: the header names of the marketplace's own API (the spec says only "version
 * header 3.4.0, language and currency headers").
 */
export const marketplaceHeaderNames = {
  version: 'X-Musement-Version',
  language: 'Accept-Language',
  currency: 'X-Musement-Currency',
} as const;

/** What the guest reads in: a language tag (`en-GB`) and an ISO currency (`GBP`). */
export type MarketplaceLocale = { language: string; currency: string };

const segment = (id: HubId) => encodeURIComponent(String(id));

/**
 * Every marketplace call: the version, language and currency headers, and no credentials: no
 * cookies, no `SessionId`, and a 403 does not end the guest's session (bookable-services §9).
 */
function marketplaceGet<S extends z.ZodMiniType>(hub: HubClient, path: string, schema: S, locale: MarketplaceLocale) {
  return hubRequest(hub, {
    path,
    schema,
    credentials: 'omit',
    headers: {
      [marketplaceHeaderNames.version]: MARKETPLACE_API_VERSION,
      [marketplaceHeaderNames.language]: locale.language,
      [marketplaceHeaderNames.currency]: locale.currency,
    },
  });
}

/** GET musement/countries. */
export function getMarketplaceCountries(hub: HubClient, locale: MarketplaceLocale): Promise<HubResult<MarketplaceCountry[]>> {
  return marketplaceGet(hub, 'musement/countries', marketplaceCountriesSchema, locale);
}

/** GET musement/countries/{id}/cities. */
export function getMarketplaceCities(hub: HubClient, countryId: HubId, locale: MarketplaceLocale): Promise<HubResult<MarketplaceCity[]>> {
  return marketplaceGet(hub, `musement/countries/${segment(countryId)}/cities`, marketplaceCitiesSchema, locale);
}

/** GET musement/countries/{id}/cities/{id}/activities. */
export function getMarketplaceActivities(
  hub: HubClient,
  countryId: HubId,
  cityId: HubId,
  locale: MarketplaceLocale,
): Promise<HubResult<MarketplaceActivity[]>> {
  return marketplaceGet(
    hub,
    `musement/countries/${segment(countryId)}/cities/${segment(cityId)}/activities`,
    marketplaceActivitiesSchema,
    locale,
  );
}

/** GET activities/{id}: one activity with its texts. */
export function getMarketplaceActivity(
  hub: HubClient,
  activityId: string,
  locale: MarketplaceLocale,
): Promise<HubResult<MarketplaceActivity>> {
  return marketplaceGet(hub, `activities/${segment(activityId)}`, marketplaceActivitySchema, locale);
}

/** GET activities/{id}/taxonomies: highlights, inclusions and exclusions. */
export function getMarketplaceActivityTaxonomies(
  hub: HubClient,
  activityId: string,
  locale: MarketplaceLocale,
): Promise<HubResult<MarketplaceTaxonomy[]>> {
  return marketplaceGet(hub, `activities/${segment(activityId)}/taxonomies`, marketplaceTaxonomiesSchema, locale);
}

/** GET activities/{id}/media: the activity's pictures (and any other media). */
export function getMarketplaceActivityMedia(
  hub: HubClient,
  activityId: string,
  locale: MarketplaceLocale,
): Promise<HubResult<MarketplaceMedia[]>> {
  return marketplaceGet(hub, `activities/${segment(activityId)}/media`, marketplaceMediaListSchema, locale);
}
