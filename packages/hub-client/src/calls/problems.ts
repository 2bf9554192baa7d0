import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet, hubPost } from '../hub-request';
import type { HubId } from '../schemas/hub-fields';
import {
  problemCategoriesSchema,
  problemReportConfigSchema,
  problemSchema,
  problemsSchema,
  type Problem,
  type ProblemCategory,
  type ProblemReportConfig,
} from '../schemas/problems';

export function getProblemCategories(hub: HubClient): Promise<HubResult<ProblemCategory[]>> {
  return hubGet(hub, 'problem/categories', problemCategoriesSchema);
}

/** POST problem/report with description and category.id; the hub answers the new problem (its number). */
export function reportProblem(hub: HubClient, report: { description: string; categoryId: HubId }): Promise<HubResult<Problem>> {
  return hubPost(hub, 'problem/report', { description: report.description, category: { id: report.categoryId } }, problemSchema);
}

/** GET problem/report: the problems the logged-in guest reported. */
export function getReportedProblems(hub: HubClient): Promise<HubResult<Problem[]>> {
  return hubGet(hub, 'problem/report', problemsSchema);
}

export function getProblemReportConfig(hub: HubClient): Promise<HubResult<ProblemReportConfig>> {
  return hubGet(hub, 'problem/report/config', problemReportConfigSchema);
}
