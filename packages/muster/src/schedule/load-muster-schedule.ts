import { getArticleEvents, getArticlesByHashtag, hubOk, type HubClient, type HubResult, type ScheduleEvent } from '@companion/hub-client';

/** The musterSchedule article's events (§7); no article means no events. */
export async function loadMusterSchedule(hub: HubClient): Promise<HubResult<ScheduleEvent[]>> {
  const articles = await getArticlesByHashtag(hub, 'musterSchedule');
  if (!articles.ok) return articles;
  const [article] = articles.value;
  if (!article) return hubOk([]);
  return getArticleEvents(hub, article.id);
}
