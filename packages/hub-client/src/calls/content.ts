import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import {
  articleSchema,
  articlesSchema,
  audioBlobsSchema,
  categoriesSchema,
  categorySchema,
  eventsSchema,
  imageBlobsSchema,
  optionalDailyScheduleSchema,
  pdfBlobsSchema,
  videoBlobsSchema,
  type Article,
  type AudioBlob,
  type Category,
  type DailySchedule,
  type ImageBlob,
  type PdfBlob,
  type ScheduleEvent,
  type VideoBlob,
} from '../schemas/content';

type Id = string | number;
const preview = (previewMode: boolean) => ({ previewMode: String(previewMode) });

/** platform.md §7.3, all GET. */
export function getRootCategories(hub: HubClient): Promise<HubResult<Category[]>> {
  return hubGet(hub, 'cms/categories/findByRoot/', categoriesSchema);
}

export function getRootArticles(hub: HubClient): Promise<HubResult<Article[]>> {
  return hubGet(hub, 'cms/content/articles/findByRoot/', articlesSchema);
}

export function getCategory(hub: HubClient, id: Id, previewMode = false): Promise<HubResult<Category>> {
  return hubGet(hub, `cms/categories/findById/${encodeURIComponent(id)}`, categorySchema, preview(previewMode));
}

export function getSubcategories(hub: HubClient, parentId: Id, previewMode = false): Promise<HubResult<Category[]>> {
  return hubGet(hub, `cms/categories/findByParentId/${encodeURIComponent(parentId)}`, categoriesSchema, preview(previewMode));
}

/** With descriptions for list layouts; otherwise with the wayfinder flag and preview mode. */
export function getArticlesOfCategory(
  hub: HubClient,
  categoryId: Id,
  options: { withDescriptions: true } | { withWayFinder: boolean; previewMode: boolean },
): Promise<HubResult<Article[]>> {
  const searchParams =
    'withDescriptions' in options
      ? { withDescriptions: 'true' }
      : { withWayFinder: String(options.withWayFinder), previewMode: String(options.previewMode) };
  return hubGet(hub, `cms/articles/findByCategoryId/${encodeURIComponent(categoryId)}`, articlesSchema, searchParams);
}

export function getArticle(hub: HubClient, id: Id, previewMode = false): Promise<HubResult<Article>> {
  return hubGet(hub, `cms/articles/${encodeURIComponent(id)}`, articleSchema, preview(previewMode));
}

export function getArticleEvents(hub: HubClient, articleId: Id): Promise<HubResult<ScheduleEvent[]>> {
  return hubGet(hub, `cms/articles/findEventsByArticleId/${encodeURIComponent(articleId)}`, eventsSchema);
}

export function getArticlesByHashtag(hub: HubClient, hashtag: string): Promise<HubResult<Article[]>> {
  return hubGet(hub, 'cms/articles/findByHashtag', articlesSchema, { hashtag });
}

export function getCategoriesByHashtag(hub: HubClient, hashtag: string): Promise<HubResult<Category[]>> {
  return hubGet(hub, 'cms/categories/findByHashtag', categoriesSchema, { hashtag });
}

/** `today`, `tomorrow` or a day as DD-MM-YYYY (the form the route takes; assumption for the hub). */
export function getDailySchedule(hub: HubClient, day: 'today' | 'tomorrow' | { date: string }): Promise<HubResult<DailySchedule | null>> {
  if (day === 'today') return hubGet(hub, 'cms/dailySchedule', optionalDailyScheduleSchema);
  if (day === 'tomorrow') return hubGet(hub, 'cms/dailyScheduleTomorrow', optionalDailyScheduleSchema);
  return hubGet(hub, 'cms/dailyScheduleByDate', optionalDailyScheduleSchema, { date: day.date });
}

/** Assumption: the blob lists are keyed by the article id. */
export function getArticleImages(hub: HubClient, articleId: Id): Promise<HubResult<ImageBlob[]>> {
  return hubGet(hub, `blobs/images/${encodeURIComponent(articleId)}`, imageBlobsSchema);
}

export function getArticlePdfs(hub: HubClient, articleId: Id, previewMode = false): Promise<HubResult<PdfBlob[]>> {
  return hubGet(hub, `blobs/pdfs/${encodeURIComponent(articleId)}`, pdfBlobsSchema, preview(previewMode));
}

export function getArticleAudios(hub: HubClient, articleId: Id, previewMode = false): Promise<HubResult<AudioBlob[]>> {
  return hubGet(hub, `blobs/audios/${encodeURIComponent(articleId)}`, audioBlobsSchema, preview(previewMode));
}

export function getArticleVideos(hub: HubClient, articleId: Id, previewMode = false): Promise<HubResult<VideoBlob[]>> {
  return hubGet(hub, `blobs/videos/${encodeURIComponent(articleId)}`, videoBlobsSchema, preview(previewMode));
}
