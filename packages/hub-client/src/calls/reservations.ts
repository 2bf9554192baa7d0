import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import type { HubId } from '../schemas/hub-fields';
import {
  signageContentSchema,
  tacCategoriesSchema,
  tacItemSchema,
  tacItemsSchema,
  type SignageContent,
  type TacCategory,
  type TacItem,
} from '../schemas/reservations';

const segment = (id: HubId) => encodeURIComponent(String(id));

/** GET activitycategory. */
export function getActivityCategories(hub: HubClient): Promise<HubResult<TacCategory[]>> {
  return hubGet(hub, 'activitycategory', tacCategoriesSchema);
}

/** GET activity, or GET activity?categoryId={id} for one category. */
export function getActivities(hub: HubClient, categoryId?: HubId): Promise<HubResult<TacItem[]>> {
  return categoryId === undefined
    ? hubGet(hub, 'activity', tacItemsSchema)
    : hubGet(hub, 'activity', tacItemsSchema, { categoryId: String(categoryId) });
}

export function getActivity(hub: HubClient, id: HubId): Promise<HubResult<TacItem>> {
  return hubGet(hub, `activity/${segment(id)}`, tacItemSchema);
}

/** GET dining: the restaurants. */
export function getRestaurants(hub: HubClient): Promise<HubResult<TacItem[]>> {
  return hubGet(hub, 'dining', tacItemsSchema);
}

export function getRestaurant(hub: HubClient, id: HubId): Promise<HubResult<TacItem>> {
  return hubGet(hub, `dining/${segment(id)}`, tacItemSchema);
}

/** GET spacategory. */
export function getSpaCategories(hub: HubClient): Promise<HubResult<TacCategory[]>> {
  return hubGet(hub, 'spacategory', tacCategoriesSchema);
}

/** GET spa?categoryId={id}: the treatments of one category. */
export function getSpaTreatments(hub: HubClient, categoryId: HubId): Promise<HubResult<TacItem[]>> {
  return hubGet(hub, 'spa', tacItemsSchema, { categoryId: String(categoryId) });
}

export function getSpaTreatment(hub: HubClient, id: HubId): Promise<HubResult<TacItem>> {
  return hubGet(hub, `spa/${segment(id)}`, tacItemSchema);
}

/** GET digitalsignage/content/{id}: the restaurant availability page of a signage screen. */
export function getSignageContent(hub: HubClient, id: HubId): Promise<HubResult<SignageContent>> {
  return hubGet(hub, `digitalsignage/content/${segment(id)}`, signageContentSchema);
}
