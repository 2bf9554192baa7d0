import * as z from 'zod/mini';
import { hubIdSchema, optionalText } from './hub-fields';

/** media-and-guest-services §3 "Problem category". */
export const problemCategorySchema = z.object({ id: hubIdSchema, name: z.string() });
export type ProblemCategory = z.infer<typeof problemCategorySchema>;
export const problemCategoriesSchema = z.array(problemCategorySchema);

/** §3 "Problem"; `status` is InProgress, InvestigationRequired, Resolved or any other text. */
export const problemSchema = z.object({
  id: hubIdSchema,
  problemNumber: z.union([z.string(), z.number()]),
  problemCategory: z.nullish(z.object({ id: hubIdSchema, name: z.string(), category: optionalText })),
  description: z.string(),
  receivedDateTime: optionalText,
  status: z.string(),
  solution: optionalText,
});
export type Problem = z.infer<typeof problemSchema>;
export const problemsSchema = z.array(problemSchema);

/** GET problem/report/config: the feedback profile a resolved problem's Leave Feedback opens. */
export const problemReportConfigSchema = z.object({ feedbackProfilePath: optionalText });
export type ProblemReportConfig = z.infer<typeof problemReportConfigSchema>;
