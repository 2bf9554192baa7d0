import { getProblemReportConfig, getReportedProblems, hubOk, type HubClient, type HubResult, type Problem } from '@companion/hub-client';

export type Tracking = { problems: Problem[]; feedbackProfilePath: string | undefined };

/** The guest's problems, newest first, and the configured feedback path (none when the config fails). */
export async function loadTracking(hub: HubClient): Promise<HubResult<Tracking>> {
  const [problems, config] = await Promise.all([getReportedProblems(hub), getProblemReportConfig(hub)]);
  if (!problems.ok) return problems;
  const newestFirst = [...problems.value].sort((a, b) => (b.receivedDateTime ?? '').localeCompare(a.receivedDateTime ?? ''));
  return hubOk({ problems: newestFirst, feedbackProfilePath: config.ok ? (config.value.feedbackProfilePath ?? undefined) : undefined });
}
