import {
  getMarketplaceActivity,
  getMarketplaceActivityMedia,
  getMarketplaceActivityTaxonomies,
  hubOk,
  type HubClient,
  type HubResult,
  type MarketplaceActivity,
  type MarketplaceLocale,
  type MarketplaceMedia,
  type MarketplaceTaxonomy,
} from '@companion/hub-client';

export type ActivityPage = { activity: MarketplaceActivity; taxonomies: MarketplaceTaxonomy[]; media: MarketplaceMedia[] };

/**
 * The activity with its taxonomies and media, asked for together. Only the activity is needed:
 * failed taxonomies or media leave the page without highlights or gallery (the failure is logged
 * by the hub client), as an excursion's missing texts do.
 */
export async function loadActivityPage(hub: HubClient, activityId: string, locale: MarketplaceLocale): Promise<HubResult<ActivityPage>> {
  const [activity, taxonomies, media] = await Promise.all([
    getMarketplaceActivity(hub, activityId, locale),
    getMarketplaceActivityTaxonomies(hub, activityId, locale),
    getMarketplaceActivityMedia(hub, activityId, locale),
  ]);
  if (!activity.ok) return activity;
  return hubOk({
    activity: activity.value,
    taxonomies: taxonomies.ok ? taxonomies.value : [],
    media: media.ok ? media.value : [],
  });
}
