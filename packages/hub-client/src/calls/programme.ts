import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { articlesSchema, type Article } from '../schemas/article';
import { lineupSchema, type LineupDay } from '../schemas/programme';

/**
 * GET programme/lineup?startDate=YYYY-MM-DD&days=N: the Daily Programme's events from a start date
 * for a number of days (media §7 "a helper is given a start date and a number of days"). The path
 * is not shown in the spec; ours is in docs/hub-contract.md.
 */
export function getProgrammeLineup(hub: HubClient, startDate: string, days: number): Promise<HubResult<LineupDay[]>> {
  return hubGet(hub, 'programme/lineup', lineupSchema, { startDate, days });
}

/** GET cms/articles/whereAndWhen/: the where-and-when articles (media §2.4). */
export function getWhereAndWhen(hub: HubClient): Promise<HubResult<Article[]>> {
  return hubGet(hub, 'cms/articles/whereAndWhen/', articlesSchema);
}
