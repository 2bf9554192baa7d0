import {
  getArticle,
  getArticleAudios,
  getArticleEvents,
  getArticleImages,
  getArticlePdfs,
  getArticleVideos,
  getArticlesOfCategory,
  type Article,
  type AudioBlob,
  type HubClient,
  type HubResult,
  type ImageBlob,
  type LayoutType,
  type PdfBlob,
  type ScheduleEvent,
  type VideoBlob,
} from '@companion/hub-client';

export type ArticlePage = {
  article: Article;
  images: ImageBlob[];
  pdfs: PdfBlob[];
  audios: AudioBlob[];
  videos: VideoBlob[];
  events: ScheduleEvent[];
  additionalArticles: Article[];
};

/** Layouts that list the article's own events. */
export const timetableLayouts: readonly LayoutType[] = ['Timetable', 'ExcursionTimetable', 'ItineraryTimetable', 'AgendaTimetable'];

const orEmpty = <T>(result: HubResult<T[]>): T[] => (result.ok ? result.value : []);

/**
 * The article decides the page; its files, events and further articles are extras, so a failure
 * there leaves that part out instead of failing the page. The files need only the article's id,
 * so they are asked for together with the article: on a slow link the page's picture would
 * otherwise wait one more round trip to the hub (issue 20, LCP). Events and further articles
 * depend on the article's layout and category and follow it.
 */
export async function loadArticlePage(
  hub: HubClient,
  request: { articleId: string; previewMode: boolean; withWayFinder: boolean },
): Promise<HubResult<ArticlePage>> {
  const { articleId, previewMode, withWayFinder } = request;
  const files = Promise.all([
    getArticleImages(hub, articleId),
    getArticlePdfs(hub, articleId, previewMode),
    getArticleAudios(hub, articleId, previewMode),
    getArticleVideos(hub, articleId, previewMode),
  ]);
  const article = await getArticle(hub, articleId, previewMode);
  if (!article.ok) return article;
  const layout = article.value.layoutType ?? 'Classic';
  const extraCategory = article.value.showAdditionalArticles ? article.value.additionalArticlesCategory?.id : undefined;
  const [[images, pdfs, audios, videos], events, additional] = await Promise.all([
    files,
    timetableLayouts.includes(layout) ? getArticleEvents(hub, articleId) : Promise.resolve({ ok: true as const, value: [] }),
    extraCategory == null
      ? Promise.resolve({ ok: true as const, value: [] })
      : getArticlesOfCategory(hub, extraCategory, { withWayFinder, previewMode }),
  ]);
  return {
    ok: true,
    value: {
      article: article.value,
      images: orEmpty(images),
      pdfs: orEmpty(pdfs),
      audios: orEmpty(audios),
      videos: orEmpty(videos),
      events: orEmpty(events),
      additionalArticles: orEmpty(additional).filter((other) => String(other.id) !== String(article.value.id)),
    },
  };
}
