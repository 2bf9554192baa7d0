import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { articleSchema, articlesSchema, type Article } from '../schemas/article';
import { categoriesSchema, categorySchema, type Category } from '../schemas/category';
import { eventsSchema, type ScheduleEvent } from '../schemas/daily-schedule';
import type { HubId } from '../schemas/hub-fields';

/** platform.md §7.3, all GET. `previewMode=true` lets an editor see unpublished items. */
const preview = (previewMode: boolean) => ({ previewMode: String(previewMode) });
const segment = (id: HubId) => encodeURIComponent(id);

/** Root lists carry previewMode only when it is on (assumption: the spec lists them without it). */
const previewWhenOn = (previewMode: boolean) => (previewMode ? preview(true) : undefined);

export function getRootCategories(hub: HubClient, previewMode = false): Promise<HubResult<Category[]>> {
  return hubGet(hub, 'cms/categories/findByRoot/', categoriesSchema, previewWhenOn(previewMode));
}

export function getRootArticles(hub: HubClient, previewMode = false): Promise<HubResult<Article[]>> {
  return hubGet(hub, 'cms/content/articles/findByRoot/', articlesSchema, previewWhenOn(previewMode));
}

export function getCategory(hub: HubClient, id: HubId, previewMode = false): Promise<HubResult<Category>> {
  return hubGet(hub, `cms/categories/findById/${segment(id)}`, categorySchema, preview(previewMode));
}

export function getSubcategories(hub: HubClient, parentId: HubId, previewMode = false): Promise<HubResult<Category[]>> {
  return hubGet(hub, `cms/categories/findByParentId/${segment(parentId)}`, categoriesSchema, preview(previewMode));
}

/** With descriptions for list layouts; otherwise with the wayfinder flag and preview mode. */
export function getArticlesOfCategory(
  hub: HubClient,
  categoryId: HubId,
  options: { withDescriptions: true; previewMode?: boolean } | { withWayFinder: boolean; previewMode: boolean },
): Promise<HubResult<Article[]>> {
  const searchParams =
    'withDescriptions' in options
      ? { withDescriptions: 'true', ...previewWhenOn(options.previewMode ?? false) }
      : { withWayFinder: String(options.withWayFinder), previewMode: String(options.previewMode) };
  return hubGet(hub, `cms/articles/findByCategoryId/${segment(categoryId)}`, articlesSchema, searchParams);
}

export function getArticle(hub: HubClient, id: HubId, previewMode = false): Promise<HubResult<Article>> {
  return hubGet(hub, `cms/articles/${segment(id)}`, articleSchema, preview(previewMode));
}

export function getArticleEvents(hub: HubClient, articleId: HubId): Promise<HubResult<ScheduleEvent[]>> {
  return hubGet(hub, `cms/articles/findEventsByArticleId/${segment(articleId)}`, eventsSchema);
}

/** Hashtags let operators place content without ids (loginFormExtra, loginFormKiosk, safetyvideo, ...). */
export function getArticlesByHashtag(hub: HubClient, hashtag: string): Promise<HubResult<Article[]>> {
  return hubGet(hub, 'cms/articles/findByHashtag', articlesSchema, { hashtag });
}

export function getCategoriesByHashtag(hub: HubClient, hashtag: string): Promise<HubResult<Category[]>> {
  return hubGet(hub, 'cms/categories/findByHashtag', categoriesSchema, { hashtag });
}
