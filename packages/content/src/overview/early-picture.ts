import { readUnchecked, uncheckedId } from '@companion/hub-client';
import type { EarlyPicture } from '@companion/shell';
import { tilePicture } from '../shared/tile-picture';

/** The overview's first tile: its first category, else, unless the page is a list, its first article. */
export function firstTile<T>(content: { categories: readonly T[]; articles: readonly T[]; list: boolean }): T | undefined {
  return content.categories[0] ?? (content.list ? undefined : content.articles[0]);
}

/**
 * The root overview's early reads are its categories, then its articles (content-routes.ts); the
 * root is never a list. A first tile without a picture shows the hub's default one: the screen
 * names that once the device configuration is in.
 */
export const earlyPicture: EarlyPicture = ([categories, articles], { hubApiUrl }) => {
  const first = firstTile({ categories: asList(categories), articles: asList(articles), list: false });
  return tilePicture(hubApiUrl, uncheckedId(readUnchecked(first, 'imageId')));
};

const asList = (answer: unknown): readonly unknown[] => (Array.isArray(answer) ? answer : []);
