import { readUnchecked, rewriteImageHost } from '@companion/hub-client';
import type { EarlyPicture } from '@companion/shell';

/**
 * The article's first picture is its largest element, except on the editor's own page
 * (`UnfilteredHtml`), which shows no gallery. The detail screen's lead picture and the start
 * script's early one (below) are the same rule.
 */
export function articleLeadPicture(article: unknown, images: unknown): string | undefined {
  if (readUnchecked(article, 'layoutType') === 'UnfilteredHtml') return undefined;
  const url = readUnchecked(images, 0, 'url');
  // The checked answer's address has its host rewritten (hub-client's image schema); the
  // start script's copy is unchecked, so the same rule applies here.
  return typeof url === 'string' && url ? rewriteImageHost(url) : undefined;
}

/** The article route's early reads are the article, then its pictures (content-routes.ts). */
export const earlyPicture: EarlyPicture = ([article, images]) => articleLeadPicture(article, images);
