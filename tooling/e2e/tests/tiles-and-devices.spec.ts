import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';

const [guest, kiosk, signage] = apps;

/** Waits until every picture in the tiles has loaded, then answers their natural widths. */
async function paintedWidths(tiles: Locator): Promise<number[]> {
  const images = tiles.locator('img');
  await expect(images.first()).toBeVisible();
  await expect.poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete))).toBe(true);
  return images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth));
}

/** The tiles paint pictures from the hub, not the built-in placeholder nor nothing. */
async function expectRealPictures(page: Page, tiles: Locator) {
  await expect(tiles.getByRole('link').first()).toBeVisible();
  const widths = await paintedWidths(tiles);
  expect(widths.length).toBe(await tiles.getByRole('link').count());
  for (const width of widths) expect(width).toBeGreaterThan(0);
  const sources = await tiles.locator('img').evaluateAll((all) => all.map((image) => (image as HTMLImageElement).currentSrc));
  for (const source of sources) expect(source).toMatch(/\/blobs\/image\?id=[^&]+&width=400$/);
  expect(new Set(sources).size).toBe(sources.length);
}

/** Signage at 1920×1080: no visible text under 24 px, and nothing scrolls either way. */
/** The three smallest visible texts of the page and their sizes in px. */
function smallestTexts(page: Page) {
  return page.evaluate(() => {
    const sizes: { text: string; size: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      // Visually hidden text (clip 1 px) is for screen readers, not for the room.
      if (box.width <= 1 || box.height <= 1) continue;
      sizes.push({ text: node.textContent.trim(), size: parseFloat(style.fontSize) });
    }
    return sizes.sort((a, b) => a.size - b.size).slice(0, 3);
  });
}

async function expectReadableAcrossTheRoom(page: Page) {
  const smallest = await smallestTexts(page);
  expect(smallest.length).toBeGreaterThan(0);
  for (const { text, size } of smallest) expect(size, `"${text}"`).toBeGreaterThanOrEqual(24);
  const scroll = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect(scroll.width).toBeLessThanOrEqual(1920);
  expect(scroll.height).toBeLessThanOrEqual(1080);
}

// Issue 13: content and dashboard tiles were flat colour blocks.
test.describe('tile pictures', () => {
  test('the dashboard and the content pages paint a picture on every tile', async ({ page }) => {
    await page.goto(guest.url);
    await expectRealPictures(page, page.getByRole('list', { name: 'Services on board' }));

    await page.goto(`${guest.url}/content/overview`);
    await expectRealPictures(page, page.getByRole('list', { name: 'Topics and articles' }));
    await expectNoAxeViolations(page);

    await page.goto(`${guest.url}/content/overview/200`);
    await expectRealPictures(page, page.getByRole('list', { name: 'Topics and articles' }));
  });
});

// Issue 13: signage labels too small to read from metres away; the kiosk used a band at the top.
test.describe('designed for the device', () => {
  test('signage at 1920×1080: no visible text under 24 px and nothing scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(signage.url);
    const tiles = page.getByRole('list', { name: 'Services on board' });
    await paintedWidths(tiles);
    await expectReadableAcrossTheRoom(page);
  });

  test('signage content pages with more than six tiles show them a page at a time, readable and without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${signage.url}/content/overview`);
    const tiles = page.getByRole('list', { name: 'Topics and articles' });
    await paintedWidths(tiles);
    await expect(tiles.getByRole('link')).toHaveCount(6);
    const pager = page.getByRole('navigation', { name: 'Pages of topics and articles' });
    await expect(pager).toContainText(/Page 1 of \d/);
    await expectReadableAcrossTheRoom(page);
    const first = await tiles.getByRole('link').first().getAttribute('href');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(/Page 2 of \d/);
    await expect(tiles.getByRole('link').first()).not.toHaveAttribute('href', first ?? '');
    await paintedWidths(tiles);
    await expectReadableAcrossTheRoom(page);
    await expectNoAxeViolations(page);
  });

  test('signage programme: no search or filters, six events a screen, readable and without scrolling or an empty bar', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${signage.url}/itinerary/go`);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Programme' })).toBeVisible();
    // Nothing in the sub-header on signage: no empty band under the header.
    await expect(page.getByRole('region', { name: 'Your session' })).toBeHidden();
    // Tomorrow, a whole day: today's board may already be over when the suite runs late.
    const strip = page.getByRole('navigation', { name: 'Choose a day' });
    await strip
      .getByRole('button', { name: /\d{2}\/\d{2}\/\d{4}/ })
      .nth(1)
      .click();
    const pager = page.getByRole('navigation', { name: 'Pages of events' });
    await expect(pager).toContainText(/Page 1 of \d/);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await paintedWidths(page.getByRole('list').filter({ has: page.getByRole('article') }));
    await expectReadableAcrossTheRoom(page);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(/Page 2 of \d/);
    await expectReadableAcrossTheRoom(page);
    await expectNoAxeViolations(page);
  });

  test("signage excursions: the day's excursions as wide cards, readable and without scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${signage.url}/onboard/excursions`);
    await expect(page.getByRole('heading', { level: 1, name: /Excursions on/ })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('group', { name: 'Duration' })).toHaveCount(0);
    await expectReadableAcrossTheRoom(page);
    await expectNoAxeViolations(page);
  });

  test('the guest app on a 1920×1080 cabin TV: no text under 20 px, and the phone keeps its 16 px', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    for (const path of ['/onboard/excursions', '/vod/tvguide']) {
      await page.goto(`${guest.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').or(page.getByRole('gridcell')).first()).toBeVisible();
      for (const { text, size } of await smallestTexts(page)) expect(size, `${path}: "${text}"`).toBeGreaterThanOrEqual(20);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '24px');
    await expect(page.locator('main')).toHaveCSS('font-size', '16px');
  });

  test('kiosk at 1080×1920: the dashboard tiles fill the screen below the header', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 });
    await page.goto(kiosk.url);
    const tiles = page.getByRole('list', { name: 'Services on board' });
    await paintedWidths(tiles);
    const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
    const box = await tiles.evaluate((list) => {
      const boxes = [...list.querySelectorAll('a')].map((tile) => tile.getBoundingClientRect());
      return {
        top: Math.min(...boxes.map((b) => b.top)),
        bottom: Math.max(...boxes.map((b) => b.bottom)),
        left: Math.min(...boxes.map((b) => b.left)),
        right: Math.max(...boxes.map((b) => b.right)),
      };
    });
    const below = 1920 - headerBottom;
    expect((box.bottom - box.top) / below).toBeGreaterThan(0.7);
    expect(box.right - box.left).toBeGreaterThan(1080 * 0.9);
    expect(box.bottom).toBeLessThanOrEqual(1920);
    await expectNoAxeViolations(page);
  });

  // A short page left the lower third to two thirds of a portrait kiosk empty.
  test('kiosk at 1080×1920: the services fill the screen a short page leaves, down to Back and Home', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 });
    await page.goto(`${kiosk.url}/content/detail/1001`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome from the Captain' })).toBeVisible();
    const services = page.getByRole('navigation', { name: 'More on board' });
    await paintedWidths(services);
    const servicesBottom = await services.evaluate((nav) => nav.getBoundingClientRect().bottom);
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    expect(Math.abs(footerTop - servicesBottom)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1920);
    await expectNoAxeViolations(page);

    // The accessibility mode moves the page down: the services give way rather than run under the
    // footer, and come back when it moves up again.
    await page.getByRole('button', { name: 'Accessibility mode' }).click();
    for (const _ of [1, 2, 3, 4, 5, 6]) await page.getByRole('button', { name: 'Move content down' }).click();
    await expect(services).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1920);
    for (const _ of [1, 2, 3, 4, 5, 6]) await page.getByRole('button', { name: 'Move content up' }).click();
    await expect(services).toBeVisible();

    // A page that leaves less room than the tiles need: they stay away instead of running under
    // Back and Home, cut off, and the page does not scroll.
    await page.goto(`${kiosk.url}/itinerary/detail/1`);
    await expect(page.locator('#main + div > nav')).toHaveAttribute('hidden', '');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1920);
  });

  // The kiosk audit: on a day's programme Back and Home sat 6,000 px down, and only a card's
  // 28 px title opened it.
  test("kiosk at 1080×1920: Back and Home stay on screen on a long page, and a card's picture opens the card", async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 });
    await page.goto(`${kiosk.url}/spa/category/spa-cat-1`);
    const card = page.getByRole('article').first();
    const name = await card.getAttribute('aria-label');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Home' })).toBeInViewport();
    await page.mouse.wheel(0, 1500);
    await expect(footer.getByRole('link', { name: 'Home' })).toBeInViewport();
    // On the picture: the title's link covers the card, so the tap lands on it.
    await card.click({ position: { x: 60, y: 60 } });
    await expect(page).toHaveURL(/\/spa\/detail\//);
    await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  });
});

// Issue 13: the module labels stayed English in German.
test('the dashboard speaks German after the guest chooses Deutsch', async ({ page }) => {
  await page.goto(guest.url);
  await expect(page.getByRole('link', { name: 'Daily Programme' })).toBeVisible();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  const tiles = page.getByRole('list', { name: 'Services an Bord' });
  await expect(tiles.getByRole('link', { name: 'Tagesprogramm' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Schiffsinformationen' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: /^Website von Aurora Cruises/ })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Daily Programme' })).toHaveCount(0);
});

// Issue 13: an old printed QR address with a path ended on the 404 page.
test('an old printed QR address with a path opens its page', async ({ page }) => {
  await page.goto(`${guest.url}/#/content/detail/1001`);
  await expect(page).toHaveURL(`${guest.url}/content/detail/1001`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome from the Captain' })).toBeVisible();
});
