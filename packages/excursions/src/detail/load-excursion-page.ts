import {
  checkExcursionAvailability,
  getExcursion,
  getExcursionDescriptions,
  hubOk,
  type Excursion,
  type ExcursionDescription,
  type HubClient,
  type HubId,
  type HubResult,
} from '@companion/hub-client';

export type ExcursionPage = { excursion: Excursion; descriptions: ExcursionDescription[] };

/**
 * The excursion with its texts and a fresh availability. Only the excursion itself is needed:
 * missing texts leave the page without them, a failed availability check keeps the list's count.
 */
export async function loadExcursionPage(hub: HubClient, id: HubId): Promise<HubResult<ExcursionPage>> {
  const [excursion, descriptions, availability] = await Promise.all([
    getExcursion(hub, id),
    getExcursionDescriptions(hub, id),
    checkExcursionAvailability(hub, id),
  ]);
  if (!excursion.ok) return excursion;
  const currentAvailability =
    availability.ok && availability.value.currentAvailability !== undefined
      ? availability.value.currentAvailability
      : excursion.value.currentAvailability;
  return hubOk({
    excursion: { ...excursion.value, currentAvailability },
    descriptions: descriptions.ok ? descriptions.value : [],
  });
}
