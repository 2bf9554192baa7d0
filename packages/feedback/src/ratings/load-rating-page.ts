import {
  getConditions,
  getRatingProfile,
  hubOk,
  type HubClient,
  type HubId,
  type HubResult,
  type RatingProfile,
} from '@companion/hub-client';

export type RatingPage = { profile: RatingProfile; conditionText: string | undefined };

/** The profile, and conditions/Rating when the profile asks for acceptance (§7). */
export async function loadRatingPage(hub: HubClient, id: HubId): Promise<HubResult<RatingPage>> {
  const profile = await getRatingProfile(hub, id);
  if (!profile.ok) return profile;
  if (!profile.value.acceptTandC) return hubOk({ profile: profile.value, conditionText: undefined });
  const conditions = await getConditions(hub, 'Rating');
  if (!conditions.ok) return conditions;
  return hubOk({ profile: profile.value, conditionText: conditions.value.conditionText ?? undefined });
}
