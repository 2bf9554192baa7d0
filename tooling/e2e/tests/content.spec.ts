import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';

const [guest, kiosk, signage] = apps;

test.describe('content', () => {
  test('walks dashboard → category → article', async ({ page }) => {
    await page.goto(guest.url);
    await page.getByRole('link', { name: 'Ship Information' }).click();
    await expect(page).toHaveURL(`${guest.url}/content/overview`);
    await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /^Dining/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
    await page.getByRole('link', { name: /^Restaurants/ }).click();
    await page.getByRole('link', { name: /^The Grand Atrium Restaurant/ }).click();
    await expect(page).toHaveURL(`${guest.url}/content/detail/2001`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Grand Atrium Restaurant' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Where and when' })).toContainText('Deck 5, aft');
    await expectNoAxeViolations(page);
  });

  test('pages a PDF of an article', async ({ page }) => {
    await page.goto(`${guest.url}/content/detail/1003`);
    const toggle = page.getByRole('button', { name: 'Spa Treatment Brochure 20' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The viewer's status; the page's own text layer may say "Page 1 of 4" too.
    await expect(page.getByRole('status')).toHaveText('Page 1 of 4');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('status')).toHaveText('Page 2 of 4');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByRole('status')).toHaveText('Page 1 of 4');
    await expectNoAxeViolations(page);
  });

  test('filters a searchable category to no result and back', async ({ page }) => {
    await page.goto(`${guest.url}/content/overview/210`);
    const tiles = page.getByRole('list', { name: 'Topics and articles' });
    await expect(tiles.getByRole('link')).toHaveCount(2);
    const filter = page.getByRole('searchbox', { name: 'Filter by keyword' });
    await filter.fill('submarine');
    await expect(page.getByText('Nothing matches your keyword.')).toBeVisible();
    await expect(tiles).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(filter).toHaveValue('');
    await expect(tiles.getByRole('link')).toHaveCount(2);
  });

  test("opens tomorrow's daily schedule", async ({ page }) => {
    await page.goto(`${guest.url}/content/detail/1009`);
    await expect(page.getByRole('list', { name: 'Times' })).toBeVisible();
    await page.getByRole('link', { name: 'Tomorrow' }).click();
    await expect(page).toHaveURL(`${guest.url}/content/detail/1009?date=tomorrow`);
    await expect(page.getByRole('heading', { level: 2, name: 'Tomorrow' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Times' }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('follows a hashtag redirect and reaches the 404 page', async ({ page }) => {
    await page.goto(`${guest.url}/hashtag/welcome`);
    await expect(page).toHaveURL(`${guest.url}/content/detail/1001`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome from the Captain' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${guest.url}/no/such/page`);
    await expect(page.getByRole('heading', { name: '404 - content not found.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("list layouts, the gallery, the editor's own HTML and the games have no axe violations", async ({ page }) => {
    await page.goto(`${guest.url}/content/overview/220`);
    await expect(page.getByRole('link', { name: 'Skyline Bar' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${guest.url}/content/detail/1001`);
    const gallery = page.getByRole('region', { name: 'Pictures' });
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    // The counter says which picture is shown, once: the picture itself has no alt text (the hub
    // gives a gallery picture nothing to say what it shows).
    await expect(gallery.getByText('Picture 2 of 3')).toBeVisible();
    await expect(gallery.locator('img')).toHaveAttribute('alt', '');
    await expectNoAxeViolations(page);

    await page.goto(`${guest.url}/content/detail/1004`);
    await expect(page.getByRole('heading', { name: 'The Aurora Times' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${guest.url}/games/overview`);
    await expect(page.getByRole('list', { name: 'Games' }).getByRole('link')).toHaveCount(9);
    // The demo hub is the games host here (no gamesUrl in config.json): logos load, pages open.
    const logos = page.getByRole('list', { name: 'Games' }).locator('img');
    await expect
      .poll(() => logos.evaluateAll((images: HTMLImageElement[]) => images.filter((image) => image.naturalWidth > 0).length))
      .toBe(9);
    const game = await page.getByRole('link', { name: '2048 (opens in a new window)' }).getAttribute('href');
    const gamePage = await page.request.get(game!);
    expect(gamePage.ok()).toBe(true);
    expect(await gamePage.text()).toContain('<h1>2048</h1>');
    await expectNoAxeViolations(page);
  });

  test('the guest app shows the video the kiosk and signage hide', async ({ page }) => {
    await page.goto(`${guest.url}/content/detail/1002`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Ship at a Glance' })).toBeVisible();
    const figure = page.getByRole('list', { name: 'Videos' }).getByRole('figure', { name: 'A tour of the Aurora Star' });
    await expect(figure).toBeVisible();
    // The demo hub serves a real clip: chromium reads its metadata (preload="metadata") and the
    // player never turns into its error message.
    const video = figure.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be played' })).toHaveCount(0);
  });

  test('the kiosk hides the PDFs and the video', async ({ page }) => {
    await page.goto(`${kiosk.url}/content/detail/1003`);
    await expect(page.getByRole('heading', { level: 1, name: 'Spa Treatments Guide' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spa Treatment Brochure 20' })).toHaveCount(0);
    await page.goto(`${kiosk.url}/content/detail/1002`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Ship at a Glance' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Videos' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('signage hides the video but keeps the PDFs', async ({ page }) => {
    await page.goto(`${signage.url}/content/detail/1002`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Ship at a Glance' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Videos' })).toHaveCount(0);
    await page.goto(`${signage.url}/content/detail/1003`);
    await expect(page.getByRole('button', { name: 'Spa Treatment Brochure 20' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
