import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './accessibility';

const guestApp = 'http://localhost:5173';

test('a guest opens films, picks one, sees its detail and plays it through the token-protected HLS stream', async ({ page }) => {
  const streamRequests: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    if (/\/video\/hls\//.test(request.url()) && request.method() === 'GET')
      streamRequests.push({ url: request.url(), authorization: request.headers()['authorization'] });
  });

  await page.goto(`${guestApp}/vod/overview`);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Films' }).click();

  const grid = page.getByRole('region', { name: 'Films' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The grid keeps a bounded number of cards in the DOM out of a 100-title page.
  expect(await grid.getByRole('link').count()).toBeLessThan(100);

  // Remote-control use: the arrow keys move real focus through the grid, Enter opens.
  await grid.getByRole('link').first().focus();
  await page.keyboard.press('ArrowRight');
  const chosen = (await page.evaluate(() => document.activeElement?.textContent)) ?? '';
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Play' }).click();

  const player = page.getByRole('region', { name: chosen });
  await expect(player).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(streamRequests.length).toBeGreaterThan(2);
  expect(streamRequests.every((request) => request.authorization?.startsWith('Bearer vod-token-'))).toBe(true);
  await expectNoAxeViolations(page);
});
