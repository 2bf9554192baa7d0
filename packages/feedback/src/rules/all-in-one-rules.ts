import type { RatingProfile } from '@companion/hub-client';
import { conditionsRequired, emptyDraft, missingItems, ratingAnswerOf, type RatingDraft } from './rating-rules';

/** Per profile: the guest's yes/no (undefined until chosen) and, for yes, the answers. */
export type AllInOneDraft = Record<string, { used: boolean | undefined; draft: RatingDraft }>;

const entryOf = (all: AllInOneDraft, profile: RatingProfile) => all[String(profile.id)] ?? { used: undefined, draft: emptyDraft };

/** Missing keys: `choice:{profile}` for an unanswered yes/no, then each yes-profile's own missing items. */
export function allInOneMissing(profiles: readonly RatingProfile[], all: AllInOneDraft): string[] {
  return profiles.flatMap((profile) => {
    const entry = entryOf(all, profile);
    if (entry.used === undefined) return [`choice:${profile.id}`];
    return entry.used ? missingItems(profile, entry.draft).map((key) => `${profile.id}/${key}`) : [];
  });
}

/** The conditions count only when a profile the guest said yes to asks for them. */
export const allInOneNeedsTerms = (profiles: readonly RatingProfile[], all: AllInOneDraft, conditionText: string | undefined) =>
  profiles.some((profile) => entryOf(all, profile).used === true && conditionsRequired(profile, conditionText));

/** One answer payload per profile the guest said yes to. */
export const allInOneAnswers = (profiles: readonly RatingProfile[], all: AllInOneDraft) =>
  profiles.filter((profile) => entryOf(all, profile).used === true).map((profile) => ratingAnswerOf(profile, entryOf(all, profile).draft));
