// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDeviceConfig } from '@companion/hub-client';
import { addressesAsked, demoHubClient, earlyPictureOf, earlyReadAddresses } from '@companion/screen-harness';
import { contentRoutes } from './content-routes';
import { articleLeadPicture } from './detail/early-picture';
import { loadArticlePage } from './detail/load-article-page';
import { firstTile } from './overview/early-picture';
import { loadOverview } from './overview/load-overview';
import { tilePicture } from './shared/tile-picture';

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

// The start script's picture must be the very one the screen draws first, or it is a download wasted.
describe("content routes' early pictures", () => {
  it("are the article's first picture, from the unchecked answers as from the checked ones", async () => {
    const early = await earlyPictureOf(contentRoutes, '/content/detail/:id', { id: '1001' });
    const page = await loadArticlePage(demoHubClient(), { articleId: '1001', previewMode: false, withWayFinder: false });
    if (!page.ok) throw new Error(page.error.kind);
    expect(early).toMatch(/^http:\/\/.+\/blobs\/image\?/);
    expect(early).toBe(articleLeadPicture(page.value.article, page.value.images));
  });

  it("are the root overview's first tile's picture", async () => {
    const early = await earlyPictureOf(contentRoutes, '/content/overview');
    const hub = demoHubClient();
    const content = await loadOverview(hub, { categoryId: undefined, previewMode: false, withWayFinder: false });
    if (!content.ok) throw new Error(content.error.kind);
    expect(early).toMatch(/^http:\/\/.+\/blobs\/image\?/);
    expect(early).toBe(tilePicture(hub, firstTile(content.value)?.imageId));
  });

  it("are the dashboard's first tile's picture: the device profile's first module's", async () => {
    const early = await earlyPictureOf(contentRoutes, '/');
    const hub = demoHubClient();
    const config = await getDeviceConfig(hub);
    if (!config.ok) throw new Error(config.error.kind);
    expect(early).toMatch(/^http:\/\/.+\/blobs\/image\?/);
    expect(early).toBe(tilePicture(hub, config.value.deviceGroup.deviceProfile.modules[0]?.imageId));
  });
});
