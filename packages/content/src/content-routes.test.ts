import { describe, expect, it } from 'vitest';
import { addressesAsked, earlyReadAddresses } from '@companion/screen-harness';
import { contentRoutes } from './content-routes';
import { loadArticlePage } from './detail/load-article-page';
import { loadOverview } from './overview/load-overview';

// An early read the screen does not send again under the very same address is a request wasted.
describe("content routes' early reads", () => {
  it('are the addresses the article page asks for as it opens', async () => {
    const early = earlyReadAddresses(contentRoutes, '/content/detail/:id', { id: '1001' });
    expect(early).toHaveLength(5);
    expect(await addressesAsked((hub) => loadArticlePage(hub, { articleId: '1001', previewMode: false, withWayFinder: false }))).toEqual(
      expect.arrayContaining(early),
    );
  });

  it('are the addresses the overview asks for, at the root and in a category', async () => {
    const root = earlyReadAddresses(contentRoutes, '/content/overview');
    expect(root).toHaveLength(2);
    expect(await addressesAsked((hub) => loadOverview(hub, { categoryId: undefined, previewMode: false, withWayFinder: false }))).toEqual(
      expect.arrayContaining(root),
    );
    const category = earlyReadAddresses(contentRoutes, '/content/overview/:id', { id: '10' });
    expect(await addressesAsked((hub) => loadOverview(hub, { categoryId: '10', previewMode: false, withWayFinder: false }))).toEqual(
      expect.arrayContaining(category),
    );
  });
});
