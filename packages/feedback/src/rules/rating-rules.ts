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

/**
 * The inputs a question shows, one per flag that is set (§3 inputText, inputTextSmall,
 * inputRating): stars, a text box, or both for a "rate and comment" question, whose answer
 * carries text and rating together. A question with both text flags gets the long box; one with
 * no flag keeps the short text box it always had, so it can still be answered.
 */
export type QuestionInputs = { rating: boolean; text: 'long' | 'short' | undefined };
export function questionInputs(question: RatingQuestion): QuestionInputs {
  const rating = question.inputRating === true;
  const text = question.inputText ? 'long' : question.inputTextSmall || !rating ? 'short' : undefined;
  return { rating, text };
}

type QuestionEntry = RatingDraft['questions'][string] | undefined;
const hasRating = (entry: QuestionEntry) => (entry?.rating ?? 0) >= 1;
const hasText = (entry: QuestionEntry) => (entry?.text ?? '').trim() !== '';

/**
 * The inputs of a mandatory question still empty (§5: "a rating (if rating input) or text (if
 * text input)"): each input shown must be filled, so a mandatory comment is not skipped because
 * stars were given.
 */
export function unansweredInputs(question: RatingQuestion, entry: QuestionEntry): { rating: boolean; text: boolean } {
  const inputs = questionInputs(question);
  return { rating: inputs.rating && !hasRating(entry), text: inputs.text !== undefined && !hasText(entry) };
}

const answered = (question: RatingQuestion, draft: RatingDraft) => {
  const missing = unansweredInputs(question, draft.questions[String(question.id)]);
  return !missing.rating && !missing.text;
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

/**
 * The answer payload (§3): one field entry per chosen value, answered questions only, each with
 * the text and the rating its inputs took (both for a question that shows both).
 */
export function ratingAnswerOf(profile: RatingProfile, draft: RatingDraft): RatingAnswer {
  const fields = sortedFields(profile).flatMap((field) =>
    (draft.fields[String(field.id)] ?? []).map((value) => ({ id: field.id, field: field.title, value })),
  );
  const answers = sortedQuestions(profile).flatMap((question): RatingAnswer['answers'] => {
    const entry = draft.questions[String(question.id)];
    const inputs = questionInputs(question);
    const rating = inputs.rating && hasRating(entry) ? entry?.rating : undefined;
    const text = inputs.text && hasText(entry) ? entry?.text?.trim() : undefined;
    if (rating === undefined && text === undefined) return [];
    return [{ id: question.id, ...(text === undefined ? {} : { text }), ...(rating === undefined ? {} : { rating }) }];
  });
  return { id: profile.id, fields, answers };
}
