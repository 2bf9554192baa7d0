import type { Article } from '@companion/hub-client';

export const PROBLEM_NEW = '/problem/new';
export const PROBLEM_TRACKING = '/problem/tracking';

export type ProblemTile = { title: string; to: string; imageId: string | number | undefined };

/**
 * The two actions always show (§2.8 "tiles for both actions"). An article whose
 * externalRedirectURL is one of the two routes lends that tile its title and picture; without
 * such articles the tiles keep their own words and pictures.
 */
export function problemTiles(articles: readonly Article[], titles: { report: string; track: string }): ProblemTile[] {
  const tileFor = (to: string, title: string, fallbackImage: string): ProblemTile => {
    const article = articles.find((entry) => entry.externalRedirectURL === to);
    return { to, title: article?.title ?? title, imageId: article?.imageId ?? fallbackImage };
  };
  return [tileFor(PROBLEM_NEW, titles.report, 'problem-report'), tileFor(PROBLEM_TRACKING, titles.track, 'problem-tracking')];
}
