import {
  getActivities,
  getActivity,
  getActivityCategories,
  getRestaurant,
  getRestaurants,
  getSpaCategories,
  getSpaTreatment,
  getSpaTreatments,
  hubOk,
  type HubClient,
  type HubId,
  type HubResult,
  type TacCategory,
  type TacItem,
  type TacModule,
} from '@companion/hub-client';

export type CategoryPage = { category: TacCategory | undefined; items: TacItem[] };
export type ActivityOverview = { categories: TacCategory[]; items: TacItem[] };

/** /activity/overview: the categories and every activity; both are needed. */
export async function loadActivityOverview(hub: HubClient): Promise<HubResult<ActivityOverview>> {
  const [categories, items] = await Promise.all([getActivityCategories(hub), getActivities(hub)]);
  if (!categories.ok) return categories;
  if (!items.ok) return items;
  return hubOk({ categories: categories.value, items: items.value });
}

/** A category's items with its title; a failed category list only costs the heading. */
export async function loadCategoryPage(hub: HubClient, module: 'activity' | 'spa', id: HubId): Promise<HubResult<CategoryPage>> {
  const [categories, items] = await Promise.all([
    module === 'spa' ? getSpaCategories(hub) : getActivityCategories(hub),
    module === 'spa' ? getSpaTreatments(hub, id) : getActivities(hub, id),
  ]);
  if (!items.ok) return items;
  const category = categories.ok ? categories.value.find((candidate) => String(candidate.id) === String(id)) : undefined;
  return hubOk({ category, items: items.value });
}

export const loadRestaurants = (hub: HubClient) => getRestaurants(hub);
export const loadSpaCategories = (hub: HubClient) => getSpaCategories(hub);

/** One item of any module (GET activity/{id}, dining/{id}, spa/{id}). */
export function loadItem(hub: HubClient, module: TacModule, id: HubId): Promise<HubResult<TacItem>> {
  if (module === 'dining') return getRestaurant(hub, id);
  if (module === 'spa') return getSpaTreatment(hub, id);
  return getActivity(hub, id);
}
