import type { RatingAnswer, RatingField, RatingProfile, RatingQuestion } from '@companion/hub-client';

/** Ratings are 1 to 10 stars (§5, §9). */
export const RATING_MAX = 10;
/** The free text hint reads "250 characters limit" (§5); the field holds no more. */
export const TEXT_LIMIT = 250;

/** What the guest has entered so far: chosen values per field, text or stars per question. */
export type RatingDraft = {
  fields: Record<string, readonly string[]>;
  questions: Record<string, { text?: string; rating?: number }>;
};
export const emptyDraft: RatingDraft = { fields: {}, questions: {} };

const bySortOrder = <T extends { sortOrder?: number | null | undefined }>(items: readonly T[] | null | undefined): T[] =>
  [...(items ?? [])].sort((a, b) => (a.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.sortOrder ?? Number.MAX_SAFE_INTEGER));

/** Fields and questions are shown in their sortOrder; items without one come last, as sent. */
export const sortedFields = (profile: RatingProfile): RatingField[] => bySortOrder(profile.fields);
export const sortedQuestions = (profile: RatingProfile): RatingQuestion[] => bySortOrder(profile.questions);

/** A field is mandatory unless it says `mandatory: false` (§3 "defaults to true"). */
export const isFieldMandatory = (field: RatingField) => field.mandatory !== false;
/** A question is mandatory only when it says so (§3 lists no default for questions). */
export const isQuestionMandatory = (question: RatingQuestion) => question.mandatory === true;

export type QuestionKind = 'rating' | 'text' | 'shortText';
/** A question's input: stars when inputRating, else long text (inputText) or short text. */
export const questionKind = (question: RatingQuestion): QuestionKind =>
  question.inputRating ? 'rating' : question.inputText ? 'text' : 'shortText';

const answered = (question: RatingQuestion, draft: RatingDraft) => {
  const entry = draft.questions[String(question.id)];
  return questionKind(question) === 'rating' ? (entry?.rating ?? 0) >= 1 : (entry?.text ?? '').trim() !== '';
};

/** Keys (`field:{id}`, `question:{id}`) of the mandatory items still empty (§5). */
export function missingItems(profile: RatingProfile, draft: RatingDraft): string[] {
  const fields = sortedFields(profile)
    .filter((field) => isFieldMandatory(field) && (draft.fields[String(field.id)] ?? []).length === 0)
    .map((field) => `field:${field.id}`);
  const questions = sortedQuestions(profile)
    .filter((question) => isQuestionMandatory(question) && !answered(question, draft))
    .map((question) => `question:${question.id}`);
  return [...fields, ...questions];
}

/** The conditions must be accepted when the profile asks for it and there is condition text (§5). */
export const conditionsRequired = (profile: RatingProfile, conditionText: string | null | undefined) =>
  profile.acceptTandC === true && !!conditionText?.trim();

/**
 * Missing items are highlighted only once the guest has pressed Send (the submit press count of
 * §4), so a fresh form is not a wall of red.
 */
export const showMissing = (submitPresses: number) => submitPresses > 0;

/** The answer payload (§3): one field entry per chosen value, answered questions only. */
export function ratingAnswerOf(profile: RatingProfile, draft: RatingDraft): RatingAnswer {
  const fields = sortedFields(profile).flatMap((field) =>
    (draft.fields[String(field.id)] ?? []).map((value) => ({ id: field.id, field: field.title, value })),
  );
  const answers = sortedQuestions(profile).flatMap((question): RatingAnswer['answers'] => {
    const entry = draft.questions[String(question.id)];
    if (questionKind(question) === 'rating') return entry?.rating ? [{ id: question.id, rating: entry.rating }] : [];
    const text = entry?.text?.trim();
    return text ? [{ id: question.id, text }] : [];
  });
  return { id: profile.id, fields, answers };
}
