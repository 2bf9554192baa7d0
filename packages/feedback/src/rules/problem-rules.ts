/** The description is capped below 500 characters (§5, §9). */
export const DESCRIPTION_LIMIT = 499;

export type ProblemMistake = 'categoryMandatory' | 'descriptionMandatory';

/** Both spec messages, in the order of the form. */
export function problemMistakes(categoryId: string, description: string): ProblemMistake[] {
  const mistakes: ProblemMistake[] = [];
  if (!categoryId) mistakes.push('categoryMandatory');
  if (!description.trim()) mistakes.push('descriptionMandatory');
  return mistakes;
}

const statusKeys = ['InProgress', 'InvestigationRequired', 'Resolved'] as const;
export type KnownStatus = (typeof statusKeys)[number];
/** The §4 status values with a text of their own; any other status is shown as received. */
export const knownStatus = (status: string): KnownStatus | undefined => statusKeys.find((key) => key === status);

/** Leave Feedback: Resolved, a solution exists and a feedback path is configured (§4). */
export const offersFeedback = (
  problem: { status: string; solution?: string | null | undefined },
  feedbackProfilePath: string | null | undefined,
) => problem.status === 'Resolved' && !!problem.solution?.trim() && !!feedbackProfilePath?.trim();

/** feedbackProfilePath may be a route (`/ratings/feedback/6`) or a bare profile id (`6`). */
export const feedbackRoute = (feedbackProfilePath: string) =>
  feedbackProfilePath.startsWith('/') ? feedbackProfilePath : `/ratings/feedback/${encodeURIComponent(feedbackProfilePath)}`;
