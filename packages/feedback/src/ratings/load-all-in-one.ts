import {
  getCategoriesByHashtag,
  getConditions,
  getRatingProfile,
  getRatingProfiles,
  hubOk,
  type Category,
  type HubClient,
  type HubResult,
  type RatingProfile,
} from '@companion/hub-client';

export type AllInOnePage = { category: Category | undefined; profiles: RatingProfile[]; conditionText: string | undefined };

const hasInputs = (profile: RatingProfile) => !!profile.fields || !!profile.questions;

/**
 * The allInOneFeedback category (title and introduction), the allInOne=true profiles — each
 * asked for whole when the list left its fields and questions out — and conditions/Rating when
 * any profile asks for acceptance.
 */
export async function loadAllInOne(hub: HubClient): Promise<HubResult<AllInOnePage>> {
  const [categories, listed] = await Promise.all([getCategoriesByHashtag(hub, 'allInOneFeedback'), getRatingProfiles(hub, true)]);
  if (!listed.ok) return listed;
  const full = await Promise.all(listed.value.map((profile) => (hasInputs(profile) ? hubOk(profile) : getRatingProfile(hub, profile.id))));
  const profiles: RatingProfile[] = [];
  for (const result of full) {
    if (!result.ok) return result;
    profiles.push(result.value);
  }
  // The category only titles the page: without it the page still works under its own title.
  const category = categories.ok ? categories.value[0] : undefined;
  if (!profiles.some((profile) => profile.acceptTandC)) return hubOk({ category, profiles, conditionText: undefined });
  const conditions = await getConditions(hub, 'Rating');
  if (!conditions.ok) return conditions;
  return hubOk({ category, profiles, conditionText: conditions.value.conditionText ?? undefined });
}
