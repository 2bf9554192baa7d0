import type { Article, Category } from '@companion/hub-client';
import { withPreview } from './use-preview-mode';

export type ContentLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** Only web addresses may leave the app; anything else (javascript:, data:) is ignored. */
export function safeExternalUrl(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function categoryLink(category: Category, previewMode: boolean): ContentLink {
  const external = category.useExternalUrl ? safeExternalUrl(category.externalUrl) : undefined;
  if (external) return { kind: 'external', href: external };
  return { kind: 'internal', to: withPreview(`/content/overview/${encodeURIComponent(category.id)}`, previewMode) };
}

export function articleLink(article: Article, previewMode: boolean): ContentLink {
  const external = safeExternalUrl(article.externalRedirectURL);
  if (external) return { kind: 'external', href: external };
  return { kind: 'internal', to: withPreview(`/content/detail/${encodeURIComponent(article.id)}`, previewMode) };
}
