import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';

const [guest, kiosk, signage] = apps;

/** Every failed request and console error of the page from now on. */
function watchForNoise(page: Page): { failures: string[] } {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return { failures };
}

for (const app of apps) {
  test(`${app.name}: a start asks for nothing that is missing and logs no error`, async ({ page }) => {
    const noise = watchForNoise(page);
    const favicon = page.waitForResponse((response) => new URL(response.url()).pathname === '/favicon.svg');
    const config = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/config.json'));
    await page.goto(app.url);
    await expect(page.getByRole('banner')).toContainText(app.title);
    expect((await config).status()).toBe(200);
    expect(noise.failures).toEqual([]);
    expect((await favicon).status()).toBe(200);
    expect(noise.failures).toEqual([]);
  });
}

test('a deep link reads config.json from the app base, not beside the route', async ({ page }) => {
  const config = page.waitForResponse((response) => response.url().endsWith('config.json'));
  await page.goto(`${guest.url}/content/overview/1`);
  const answer = await config;
  expect(answer.url()).toBe(`${guest.url}/config.json`);
  expect(answer.status()).toBe(200);
  expect(await answer.headerValue('content-type')).toContain('application/json');
});

test('the demo server sends text compressed (brotli to a browser that takes it) and says so', async ({ page }) => {
  const script = page.waitForResponse((response) => /\/assets\/.+\.js$/.test(response.url()));
  const document = await page.goto(guest.url);
  const headers = await document!.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toContain('Accept-Encoding');
  const scriptHeaders = await (await script).allHeaders();
  expect(scriptHeaders['content-encoding']).toBe('br');
  expect(scriptHeaders.vary).toContain('Accept-Encoding');
});

test('the demo server sends text uncompressed to a client that does not take gzip', async ({ request }) => {
  const answer = await request.get(`${guest.url}/favicon.svg`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(answer.headers()['content-encoding']).toBeUndefined();
  expect(answer.headers().vary).toContain('Accept-Encoding');
  expect(await answer.text()).toContain('<svg');
});

const errorPage = '<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>';

/** devices/config answers the proxy's error page while `failing()` says so, then the demo hub answers. */
async function failDeviceConfig(page: Page, failing: () => boolean): Promise<{ calls: number }> {
  const counter = { calls: 0 };
  await page.route(/:8080\/api\/devices\/config/, async (route) => {
    counter.calls += 1;
    if (failing()) await route.fulfill({ status: 502, contentType: 'text/html', body: errorPage });
    else await route.fallback();
  });
  return counter;
}

for (const app of [kiosk, signage]) {
  test(`${app.name}: recovers by itself once the hub answers after a failed start`, async ({ page }) => {
    const hub = await failDeviceConfig(page, () => hub.calls <= 2);
    await page.goto(app.url);
    await expect(page.getByText('Server Connection Error')).toBeVisible();
    await expect(page.getByText('The hub answered with an error (code 502).')).toBeVisible();
    await expect(page.getByText(/Trying again in \d+ s\./)).toBeVisible();
    await expect(page.getByText(/nginx|<html|Bad Gateway/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Tries after 2 s and then 4 s; the third answers.
    await expect(page.getByRole('banner')).toContainText(app.title, { timeout: 20_000 });
    expect(hub.calls).toBe(3);
  });
}

test('Try again starts a new try at once', async ({ page }) => {
  let failing = true;
  const hub = await failDeviceConfig(page, () => failing);
  await page.goto(kiosk.url);
  // Two failures: the next try by itself is 4 s away, so a recovery sooner is the button's.
  await expect(page.getByText('Trying again in 4 s.')).toBeVisible({ timeout: 15_000 });
  expect(hub.calls).toBe(2);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('banner')).toContainText(kiosk.title, { timeout: 3_000 });
  expect(hub.calls).toBe(3);
});

test('an article opened first: the start script asks for its picture before the app has drawn it, once, and it is the one shown', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/blobs/image')) asked.push(request.url());
  });
  // The article screen's code is held back until a picture has been asked for: only the start
  // script can ask for it then.
  let askedBeforeScreen = false;
  await page.route(/\/assets\/DetailScreen-[^/]+\.js$/, async (route) => {
    await expect
      .poll(() => asked.length, { timeout: 5000 })
      .toBeGreaterThan(0)
      .catch(() => undefined);
    askedBeforeScreen = asked.length > 0;
    await route.continue();
  });
  await page.goto(`${guest.url}/content/detail/1001`);
  const picture = page.getByRole('main').locator('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const shown = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
  const preloads = await page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')),
  );
  expect(preloads).toEqual([shown]);
  expect(asked.filter((url) => url === shown)).toHaveLength(1);
  expect(askedBeforeScreen).toBe(true);
});
