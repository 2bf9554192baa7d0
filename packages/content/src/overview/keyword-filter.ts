import type { Article, Category } from '@companion/hub-client';

/** The keyword filter of a searchable category: every word must appear in the title or overview text. */
export function matchesKeyword(item: Pick<Article, 'title' | 'overviewDescription'> | Pick<Category, 'title'>, keyword: string): boolean {
  const words = keyword.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${item.title} ${'overviewDescription' in item ? (item.overviewDescription ?? '') : ''}`.toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}
