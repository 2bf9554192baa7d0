import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/** A choice field: single or multiple choice among `values`; mandatory unless it says false. */
export const ratingFieldSchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  values: z.array(z.string()),
  multipleChoice: optionalFlag,
  mandatory: optionalFlag,
  sortOrder: z.nullish(z.number()),
});
export type RatingField = z.infer<typeof ratingFieldSchema>;

/** A question answered by text (inputText), short text (inputTextSmall) or 1–10 stars (inputRating). */
export const ratingQuestionSchema = z.object({
  id: hubIdSchema,
  question: z.string(),
  inputText: optionalFlag,
  inputTextSmall: optionalFlag,
  inputRating: optionalFlag,
  mandatory: optionalFlag,
  sortOrder: z.nullish(z.number()),
});
export type RatingQuestion = z.infer<typeof ratingQuestionSchema>;

/** media-and-guest-services §3 "Rating profile". The list call may leave out fields and questions. */
export const ratingProfileSchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  description: optionalText,
  acceptTandC: optionalFlag,
  imageId: optionalText,
  fields: z.nullish(z.array(ratingFieldSchema)),
  questions: z.nullish(z.array(ratingQuestionSchema)),
});
export type RatingProfile = z.infer<typeof ratingProfileSchema>;
export const ratingProfilesSchema = z.array(ratingProfileSchema);

/** POST ratings/answer: an answer with `failed: true` is an error (§7). */
export const ratingAnswerResultSchema = z.nullish(z.object({ failed: optionalFlag, message: optionalText }));
export type RatingAnswerResult = z.infer<typeof ratingAnswerResultSchema>;
