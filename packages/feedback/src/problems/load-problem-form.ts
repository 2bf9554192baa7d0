import {
  getPassengerItinerary,
  getProblemCategories,
  hubOk,
  type HubClient,
  type HubResult,
  type ProblemCategory,
} from '@companion/hub-client';

export type ProblemForm = { categories: ProblemCategory[]; cabin: string | undefined };

/**
 * The categories, and the cabin shown read-only (§5 "taken from the PMS information location"):
 * the demo and our hub contract carry it as the cruise's cabin in passengers/itinerary
 * (docs/decisions.md). A missing cabin does not stop a report: the hub knows the session's guest.
 */
export async function loadProblemForm(hub: HubClient): Promise<HubResult<ProblemForm>> {
  const [categories, itinerary] = await Promise.all([getProblemCategories(hub), getPassengerItinerary(hub)]);
  if (!categories.ok) return categories;
  const cabin = itinerary.ok ? (itinerary.value.cruises?.find((cruise) => cruise.cabin)?.cabin ?? undefined) : undefined;
  return hubOk({ categories: categories.value, cabin });
}
