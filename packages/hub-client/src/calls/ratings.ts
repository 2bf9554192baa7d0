import type { HubClient } from '../hub-client';
import { hubFailure, hubOk, type HubResult } from '../hub-error';
import { hubGet, hubPost } from '../hub-request';
import type { HubId } from '../schemas/hub-fields';
import { ratingAnswerResultSchema, ratingProfileSchema, ratingProfilesSchema, type RatingProfile } from '../schemas/ratings';

/** GET ratings/profiles?allInOne=false (the overview) or =true (the all-in-one page). */
export function getRatingProfiles(hub: HubClient, allInOne: boolean): Promise<HubResult<RatingProfile[]>> {
  return hubGet(hub, 'ratings/profiles', ratingProfilesSchema, { allInOne });
}

/** GET ratings/profiles/{id}: one profile with its fields and questions. */
export function getRatingProfile(hub: HubClient, id: HubId): Promise<HubResult<RatingProfile>> {
  return hubGet(hub, `ratings/profiles/${encodeURIComponent(String(id))}`, ratingProfileSchema);
}

/** What the guest answered: one entry per answered field and question. */
export type RatingAnswer = {
  id: HubId;
  fields: { id: HubId; field: string; value: string }[];
  answers: { id: HubId; text?: string; rating?: number }[];
};

/**
 * POST ratings/answer. Text answers travel URL-encoded (§3 "Answer payload"); the hub's
 * `failed: true` turns into a HubError so every caller treats it as the failure it is.
 */
export async function sendRatingAnswer(hub: HubClient, answer: RatingAnswer): Promise<HubResult<null>> {
  const body = {
    ...answer,
    answers: answer.answers.map((entry) => (entry.text === undefined ? entry : { ...entry, text: encodeURIComponent(entry.text) })),
  };
  const result = await hubPost(hub, 'ratings/answer', body, ratingAnswerResultSchema);
  if (!result.ok) return result;
  if (result.value?.failed) return hubFailure({ kind: 'http', status: 200, code: 'FAILED', message: result.value.message ?? '' });
  return hubOk(null);
}
