import {
  getMarketplaceActivities,
  getMarketplaceCities,
  hubOk,
  type HubClient,
  type HubResult,
  type MarketplaceActivity,
  type MarketplaceCity,
  type MarketplaceLocale,
} from '@companion/hub-client';
import type { RiverPlace } from './river-places';

export type RiverStop = RiverPlace & { name: string | undefined; activities: MarketplaceActivity[] };

/**
 * The activities of each of the river cruise's places, in the configured order, with the city's
 * name from its country's city list (one call per country). Any failed call fails the page, so
 * the guest never reads a list that silently lacks a port.
 */
export async function loadRiverExcursions(
  hub: HubClient,
  places: readonly RiverPlace[],
  locale: MarketplaceLocale,
): Promise<HubResult<RiverStop[]>> {
  const countryIds = [...new Set(places.map((place) => place.countryId))];
  const [cityLists, activityLists] = await Promise.all([
    Promise.all(countryIds.map((countryId) => getMarketplaceCities(hub, countryId, locale))),
    Promise.all(places.map((place) => getMarketplaceActivities(hub, place.countryId, place.cityId, locale))),
  ]);
  const citiesByCountry = new Map<string, MarketplaceCity[]>();
  for (const [index, cities] of cityLists.entries()) {
    if (!cities.ok) return cities;
    citiesByCountry.set(countryIds[index] ?? '', cities.value);
  }
  const stops: RiverStop[] = [];
  for (const [index, activities] of activityLists.entries()) {
    if (!activities.ok) return activities;
    const place = places[index] as RiverPlace;
    const city = citiesByCountry.get(place.countryId)?.find((candidate) => String(candidate.id) === place.cityId);
    stops.push({ ...place, name: city?.name, activities: activities.value });
  }
  return hubOk(stops);
}
