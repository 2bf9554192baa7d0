import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { apps, demoHub } from './apps';

const [guest, kiosk, signage] = apps;

test('the hub configuration chooses the theme', async ({ page }) => {
  await page.goto(guest.url);
  const header = page.getByRole('banner');
  // The demo guest profile uses the ocean theme's header colour.
  await expect(header).toHaveCSS('background-color', 'rgb(0, 59, 79)');
  await page.route(/:8080\/api\/devices\/config/, async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.hub.uiSettings.theme = 'coral';
    await route.fulfill({ response, json: config });
  });
  await page.reload();
  await expect(header).toHaveCSS('background-color', 'rgb(122, 42, 24)');
});

test('the guest switches to German and back, and the choice survives a reload', async ({ page }) => {
  await page.goto(guest.url);
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Services an Bord' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Saved at most every 2 s: wait for the write before reloading.
  await page.waitForTimeout(2_200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Services an Bord' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Services on board' })).toBeVisible();
});

test('disability mode moves the kiosk content down and back', async ({ page }) => {
  await page.goto(kiosk.url);
  await expect(page.getByRole('heading', { name: 'Services on board' })).toBeVisible();
  const main = page.getByRole('main');
  // Page coordinates, not viewport ones: pressing a footer button may scroll the page.
  const pageTop = () => main.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const top = await pageTop();
  await page.getByRole('button', { name: 'Accessibility mode' }).click();
  await page.getByRole('button', { name: 'Move content down' }).click();
  await page.getByRole('button', { name: 'Move content down' }).click();
  await expect.poll(pageTop).toBe(top + 100);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Move content up' }).click();
  await expect.poll(pageTop).toBe(top + 50);
  await page.getByRole('button', { name: 'Accessibility mode' }).click();
  await expect.poll(pageTop).toBe(top);
});

test('a kiosk left alone for 60 seconds returns home', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${kiosk.url}/no/such/page`);
  await expect(page.getByText('404 - content not found.')).toBeVisible();
  await page.clock.runFor(59_000);
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(`${kiosk.url}/`);
});

test('a signage screen reloads when the operator sends a remote reload', async ({ page, request }) => {
  await page.goto(signage.url);
  await expect(page.getByRole('banner')).toContainText(signage.title);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  // Wait until the screen has registered on the event stream, then trigger.
  await expect
    .poll(async () => (await (await request.post(`${demoHub}/demo/remote-reload?deviceType=DigitalSignage`)).json()).screens)
    .toBeGreaterThan(0);
  // The page is reloading: an evaluate that meets the navigation counts as "not yet".
  await expect.poll(() => page.evaluate(() => 'beforeReload' in window).catch(() => true)).toBe(false);
  await expect(page.getByRole('banner')).toContainText(signage.title);
});

test('the signage header shows the clock and date', async ({ page }) => {
  await page.goto(signage.url);
  await expect(page.getByRole('banner').locator('time')).toHaveText(/\d{1,2}:\d{2} (AM|PM) \d{2}\/\d{2}\/\d{4}/);
});

test('the video language modal keeps Save disabled until the choice changes', async ({ page }) => {
  await page.goto(guest.url);
  await page.getByRole('button', { name: /Video language/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Video language' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByText('Deutsch').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Video language: Deutsch' })).toBeVisible();
});
