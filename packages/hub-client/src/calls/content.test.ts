// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubAnswering, requestedPath } from '../test/fetch-stub';
import { getArticleAudios, getArticleImages, getArticlePdfs, getArticleVideos } from './blobs';
import {
  getArticle,
  getArticleEvents,
  getArticlesByHashtag,
  getArticlesOfCategory,
  getCategoriesByHashtag,
  getCategory,
  getRootArticles,
  getRootCategories,
  getSubcategories,
} from './content';

type Call = (hub: HubClient) => Promise<HubResult<unknown>>;

const category = { id: 3, title: 'Dining' };
const article = { id: 9, title: 'Captain’s welcome' };

/** [call, the address it must ask, an answer that fits]. */
const calls: [string, Call, string, unknown][] = [
  ['root categories', getRootCategories, 'cms/categories/findByRoot/', [category]],
  ['root articles', getRootArticles, 'cms/content/articles/findByRoot/', [article]],
  ['root categories in preview', (hub) => getRootCategories(hub, true), 'cms/categories/findByRoot/?previewMode=true', [category]],
  ['root articles in preview', (hub) => getRootArticles(hub, true), 'cms/content/articles/findByRoot/?previewMode=true', [article]],
  [
    'list articles in preview',
    (hub) => getArticlesOfCategory(hub, 3, { withDescriptions: true, previewMode: true }),
    'cms/articles/findByCategoryId/3?withDescriptions=true&previewMode=true',
    [article],
  ],
  ['a category', (hub) => getCategory(hub, 3), 'cms/categories/findById/3?previewMode=false', category],
  ['a category in preview', (hub) => getCategory(hub, 3, true), 'cms/categories/findById/3?previewMode=true', category],
  ['subcategories', (hub) => getSubcategories(hub, 3, true), 'cms/categories/findByParentId/3?previewMode=true', [category]],
  [
    'articles with descriptions',
    (hub) => getArticlesOfCategory(hub, 3, { withDescriptions: true }),
    'cms/articles/findByCategoryId/3?withDescriptions=true',
    [article],
  ],
  [
    'articles with the wayfinder flag',
    (hub) => getArticlesOfCategory(hub, 3, { withWayFinder: true, previewMode: false }),
    'cms/articles/findByCategoryId/3?withWayFinder=true&previewMode=false',
    [article],
  ],
  ['an article', (hub) => getArticle(hub, 9, true), 'cms/articles/9?previewMode=true', article],
  ['the events of an article', (hub) => getArticleEvents(hub, 9), 'cms/articles/findEventsByArticleId/9', [{ id: 1, title: 'Quiz' }]],
  [
    'articles by hashtag',
    (hub) => getArticlesByHashtag(hub, 'loginFormExtra'),
    'cms/articles/findByHashtag?hashtag=loginFormExtra',
    [article],
  ],
  [
    'categories by hashtag',
    (hub) => getCategoriesByHashtag(hub, 'allInOneFeedback'),
    'cms/categories/findByHashtag?hashtag=allInOneFeedback',
    [category],
  ],
  ['article images', (hub) => getArticleImages(hub, 9), 'blobs/images/9', [{ url: 'https://go.aurora.example/1.jpg' }]],
  ['article PDFs', (hub) => getArticlePdfs(hub, 9), 'blobs/pdfs/9?previewMode=false', [{ id: 1, url: '/a.pdf', name: 'Menu.pdf' }]],
  ['article audio', (hub) => getArticleAudios(hub, 9, true), 'blobs/audios/9?previewMode=true', [{ id: 1, url: '/a.mp3', name: 'Tour' }]],
  ['article videos', (hub) => getArticleVideos(hub, 9), 'blobs/videos/9?previewMode=false', [{ id: 1, urlFrontend: '/v.m3u8' }]],
];

describe('content calls', () => {
  it.each(calls)('%s: GET %s', async (_name, call, path, answer) => {
    const { hub, requests } = hubAnswering(answer);
    await call(hub);
    expect(requests[0]?.method).toBe('GET');
    expect(requestedPath(requests[0])).toBe(path);
  });

  it.each(calls)('%s: accepts a fitting answer', async (_name, call, _path, answer) => {
    const { hub } = hubAnswering(answer);
    expect(await call(hub)).toMatchObject({ ok: true });
  });

  it("gives the article's pictures on the host that serves them (platform.md §9: go. → app.)", async () => {
    const { hub } = hubAnswering([{ url: 'https://go.aurora.example/1.jpg' }, { url: 'https://media.aurora.example/2.jpg' }]);
    expect(await getArticleImages(hub, 9)).toEqual({
      ok: true,
      value: [{ url: 'https://app.aurora.example/1.jpg' }, { url: 'https://media.aurora.example/2.jpg' }],
    });
  });

  it('escapes an id that is not a plain number', async () => {
    const { hub, requests } = hubAnswering(article);
    await getArticle(hub, 'a/b');
    expect(requestedPath(requests[0])).toBe('cms/articles/a%2Fb?previewMode=false');
  });

  it('refuses a list where a single category is due', async () => {
    const { hub } = hubAnswering([category]);
    expect(await getCategory(hub, 3)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});
