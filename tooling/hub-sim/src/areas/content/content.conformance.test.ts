// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { demoClient, expectOk } from '../../test/demo-client';

/** The content area's answers go through the real hub-client calls and schemas: the demo hub cannot drift from the client's contract. */

describe('content', () => {
  it('serves root categories and articles, hiding drafts unless previewing', async () => {
    const { hub } = demoClient();
    const categories = expectOk(await hubClient.getRootCategories(hub));
    expect(categories.every((c) => c.published !== false)).toBe(true);
    expectOk(await hubClient.getRootArticles(hub));
    expect((await hubClient.getCategory(hub, 600)).ok).toBe(false);
    expect(expectOk(await hubClient.getCategory(hub, 600, true)).published).toBe(false);
  });

  it('serves categories three levels deep', async () => {
    const { hub } = demoClient();
    const second = expectOk(await hubClient.getSubcategories(hub, 200));
    const third = expectOk(await hubClient.getSubcategories(hub, 210));
    expect(second.length).toBeGreaterThan(0);
    expect(third.length).toBeGreaterThan(0);
  });

  it('serves an article of every layout type', async () => {
    const { hub } = demoClient();
    const seen = new Set<string>();
    for (const id of [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009])
      seen.add(String(expectOk(await hubClient.getArticle(hub, id)).layoutType));
    expect([...seen].sort()).toEqual([...hubClient.layoutTypes].sort());
  });

  it('serves articles of a category both ways, events, hashtags and media', async () => {
    const { hub } = demoClient();
    expectOk(await hubClient.getArticlesOfCategory(hub, 210, { withDescriptions: true }));
    expectOk(await hubClient.getArticlesOfCategory(hub, 210, { withWayFinder: true, previewMode: false }));
    expectOk(await hubClient.getArticleEvents(hub, 1005));
    for (const hashtag of ['loginFormExtra', 'loginFormKiosk', 'vodmovieimage', 'vodseriesimage'])
      expect(expectOk(await hubClient.getArticlesByHashtag(hub, hashtag))).toHaveLength(1);
    expectOk(await hubClient.getCategoriesByHashtag(hub, 'dining'));
    expect(expectOk(await hubClient.getArticleImages(hub, 1003)).length).toBeGreaterThan(1);
    expect(expectOk(await hubClient.getArticlePdfs(hub, 1003))).toHaveLength(2);
    expect(expectOk(await hubClient.getArticlePdfs(hub, 1003, true))).toHaveLength(3);
    expectOk(await hubClient.getArticleAudios(hub, 1001));
    expectOk(await hubClient.getArticleVideos(hub, 1002));
  });

  it('serves daily schedules for today, tomorrow and a date, with "Late" times', async () => {
    const { hub } = demoClient();
    const today = expectOk(await hubClient.getDailySchedule(hub, 'today'));
    expect(today?.events.some((event) => event.endTime === 'Late')).toBe(true);
    expectOk(await hubClient.getDailySchedule(hub, 'tomorrow'));
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    const date = `${String(inTwoDays.getDate()).padStart(2, '0')}-${String(inTwoDays.getMonth() + 1).padStart(2, '0')}-${inTwoDays.getFullYear()}`;
    expect(expectOk(await hubClient.getDailySchedule(hub, { date }))?.events.length).toBeGreaterThan(0);
  });

  it('generates images and multi-page PDFs instead of downloading them', async () => {
    const { demo } = demoClient();
    const image = await demo.fetch('http://app.localhost:8080/api/blobs/image?reference=captain&width=200');
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    const pdf = await demo.fetch('http://app.localhost:8080/api/blobs/pdf-file/71');
    const text = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/Count 4');
  });

  it("serves the article video's file as a WebM clip, in ranges as media players ask", async () => {
    const { demo, hub } = demoClient();
    const [video] = expectOk(await hubClient.getArticleVideos(hub, 1002));
    const whole = await demo.fetch(video!.urlFrontend);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    // The EBML magic number that starts every WebM file; small enough to keep in the repo.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(64 * 1024);
    const part = await demo.fetch(video!.urlFrontend, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await demo.fetch('http://app.localhost:8080/api/blobs/video-file/99999')).status).toBe(404);
  });
});
