import {
  getArticlesOfCategory,
  getCategory,
  getRootArticles,
  getRootCategories,
  getSubcategories,
  isListCategory,
  type Article,
  type Category,
  type HubClient,
  type HubResult,
} from '@companion/hub-client';

export type OverviewContent = {
  /** Null on the root overview. */
  category: Category | null;
  categories: Category[];
  articles: Article[];
  /** A list-layout category: its articles come with their HTML descriptions. */
  list: boolean;
};

export type OverviewRequest = { categoryId: string | undefined; previewMode: boolean; withWayFinder: boolean };

/** The root overview or one category, with the preview flag on every call (platform.md §6). */
export async function loadOverview(hub: HubClient, request: OverviewRequest): Promise<HubResult<OverviewContent>> {
  const { categoryId, previewMode, withWayFinder } = request;
  if (categoryId === undefined) {
    const [categories, articles] = await Promise.all([getRootCategories(hub, previewMode), getRootArticles(hub, previewMode)]);
    if (!categories.ok) return categories;
    if (!articles.ok) return articles;
    return { ok: true, value: { category: null, categories: categories.value, articles: articles.value, list: false } };
  }
  const category = await getCategory(hub, categoryId, previewMode);
  if (!category.ok) return category;
  const list = isListCategory(category.value);
  const [subcategories, articles] = await Promise.all([
    getSubcategories(hub, categoryId, previewMode),
    list
      ? getArticlesOfCategory(hub, categoryId, { withDescriptions: true, previewMode })
      : getArticlesOfCategory(hub, categoryId, { withWayFinder, previewMode }),
  ]);
  if (!subcategories.ok) return subcategories;
  if (!articles.ok) return articles;
  return { ok: true, value: { category: category.value, categories: subcategories.value, articles: articles.value, list } };
}
