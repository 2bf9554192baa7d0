// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import type { HubClient, HubId } from '@companion/hub-client';
import { articles } from './fixtures/articles';
import { cruiseDays } from '../../fixtures/cruise';
import { demoClient, expectOk, routeDate } from '../../test/demo-client';

/** Every content answer on every device, through the real hub-client calls and schemas. */
/** Walks the whole content tree (preview on, so drafts are included) through the client. */
async function walkContent(hub: HubClient) {
  const seenCategories: HubId[] = [];
  const visit = async (id: HubId) => {
    seenCategories.push(id);
    expectOk(await hubClient.getCategory(hub, id, true));
    expectOk(await hubClient.getArticlesOfCategory(hub, id, { withDescriptions: true }));
    expectOk(await hubClient.getArticlesOfCategory(hub, id, { withWayFinder: true, previewMode: true }));
    for (const child of expectOk(await hubClient.getSubcategories(hub, id, true))) await visit(child.id);
  };
  for (const root of expectOk(await hubClient.getRootCategories(hub))) await visit(root.id);
  return seenCategories;
}

describe.each(['app.localhost', 'kiosk.localhost', 'signage.localhost'])('content on %s', (host) => {
  it('serves every category, three levels deep, in both list forms', async () => {
    const { hub } = demoClient(host);
    expectOk(await hubClient.getRootArticles(hub));
    const seen = await walkContent(hub);
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(seen).toContain(411); // Entertainment › Theatre Shows › Backstage Tours
  });

  it('serves every article with its events and media', async () => {
    const { hub } = demoClient(host);
    for (const { id } of articles) {
      expectOk(await hubClient.getArticle(hub, id, true));
      expectOk(await hubClient.getArticleEvents(hub, id));
      expectOk(await hubClient.getArticleImages(hub, id));
      expectOk(await hubClient.getArticlePdfs(hub, id, true));
      expectOk(await hubClient.getArticleAudios(hub, id, true));
      expectOk(await hubClient.getArticleVideos(hub, id, true));
    }
  });

  it('serves the hashtags the product asks for', async () => {
    const { hub } = demoClient(host);
    for (const hashtag of ['loginFormExtra', 'loginFormKiosk', 'vodmovieimage', 'vodseriesimage'])
      expect(expectOk(await hubClient.getArticlesByHashtag(hub, hashtag)).length).toBeGreaterThan(0);
    expect(expectOk(await hubClient.getArticlesByHashtag(hub, 'no-such-tag'))).toEqual([]);
    expect(expectOk(await hubClient.getCategoriesByHashtag(hub, 'dining')).length).toBeGreaterThan(0);
  });
});

describe('timetable articles', () => {
  it.each([
    [1005, 'Port Talk'],
    [1006, 'Gothic Quarter'],
    [1007, 'Santorini'],
    [1008, 'Symposium'],
    [1009, 'Sunrise Yoga'],
  ])('article %i has events (%s)', async (id, title) => {
    const events = expectOk(await hubClient.getArticleEvents(demoClient().hub, id));
    expect(events.some((event) => event.title.includes(title))).toBe(true);
  });
});

describe('daily schedules', () => {
  // Late in the evening: a day computed through UTC would already be tomorrow east of Greenwich.
  const now = new Date(2026, 5, 10, 23, 30);
  const client = () => demoClient('app.localhost', { now: () => now });

  it('has a programme for every day of the voyage, by date, and none after it', async () => {
    const { hub } = client();
    for (let offset = 0; offset < cruiseDays.length; offset += 1) {
      const schedule = expectOk(await hubClient.getDailySchedule(hub, { date: routeDate(now, offset) }));
      expect(schedule?.events.length).toBeGreaterThan(0);
      expect(schedule?.events[0]?.fromDate).toBe(`2026-06-${String(10 + offset).padStart(2, '0')}`);
    }
    expect(expectOk(await hubClient.getDailySchedule(hub, { date: routeDate(now, cruiseDays.length) }))).toBeNull();
    expect(expectOk(await hubClient.getDailySchedule(hub, { date: routeDate(now, -1) }))).toBeNull();
  });

  it('answers today and tomorrow, with "Late" times and busier sea days', async () => {
    const { hub } = client();
    const today = expectOk(await hubClient.getDailySchedule(hub, 'today'));
    const tomorrow = expectOk(await hubClient.getDailySchedule(hub, 'tomorrow'));
    expect(today?.title).toBe('Day 1: departure from Barcelona');
    expect(tomorrow?.title).toBe('Day 2: a day at sea');
    expect(today?.events.some((event) => event.startTime === 'Late')).toBe(true);
    expect(today?.events.some((event) => event.endTime === 'Late')).toBe(true);
    expect(tomorrow!.events.length).toBeGreaterThan(today!.events.length);
  });

  it('refuses a date that is not DD-MM-YYYY', async () => {
    const result = await hubClient.getDailySchedule(client().hub, { date: '31-02-2026' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
  });
});
