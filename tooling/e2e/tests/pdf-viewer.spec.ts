import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';

const [guest, , signage] = apps;
/** The spa article carries a four-page and a two-page PDF in the demo hub. */
const spaArticle = '/content/detail/1003';

/** The drawn page (pdf.js also adds a hidden canvas of its own to measure text). */
const pageCanvas = (page: Page) => page.locator('canvas.react-pdf__Page__canvas');

/** Whether the canvas shows anything but one flat colour, i.e. pdf.js really drew the page. */
const canvasHasInk = (page: Page) =>
  pageCanvas(page).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 4; i < data.length; i += 4) if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) return true;
    return false;
  });

/** Every request the page makes, so the test can prove pdf.js and its worker come from our own build. */
function recordRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => urls.push(new URL(request.url())));
  return urls;
}

test.describe('PDF viewer', () => {
  test('opens a PDF of an article and pages through it with pdf.js from our own build', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = recordRequests(page);

    await page.goto(`${guest.url}${spaArticle}`);
    const toggle = page.getByRole('button', { name: 'Spa Treatment Brochure 20' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(pageCanvas(page)).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status')).toHaveText('Page 1 of 4');
    await expect(pageCanvas(page)).toBeVisible();
    await expect.poll(() => canvasHasInk(page)).toBe(true);
    // The text layer gives screen readers the page's words.
    await expect(page.getByRole('group', { name: 'Spa Treatment Brochure 20, page 1' })).toContainText('Page 1 of 4');
    // 1280 px wide Desktop Chrome is a screen wider than 1080: the wide page.
    expect((await pageCanvas(page).boundingBox())?.width).toBeCloseTo(856, 0);

    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect(page.getByRole('status')).toHaveText('Page 2 of 4');
    await expect(page.getByRole('group', { name: 'Spa Treatment Brochure 20, page 2' })).toBeVisible();
    await next.click();
    await next.click();
    await expect(page.getByRole('status')).toHaveText('Page 4 of 4');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await previous.click();
    await expect(page.getByRole('status')).toHaveText('Page 3 of 4');
    await expect.poll(() => canvasHasInk(page)).toBe(true);
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(pageCanvas(page)).toHaveCount(0);

    const worker = requests.find((url) => /pdf\.worker[\w.-]*\.m?js$/.test(url.pathname));
    expect(worker?.origin, 'the pdf.js worker is served by the app itself').toBe(guest.url);
    expect(requests.filter((url) => !['localhost', '127.0.0.1'].includes(url.hostname)).map(String)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('shows an error, not a crash, for a file that fails to load', async ({ page }) => {
    await page.route('**/blobs/pdf-file/72', (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a pdf' }));
    await page.goto(`${guest.url}${spaArticle}`);
    await page.getByRole('button', { name: 'Thalasso pool rules' }).click();
    await expect(page.getByRole('alert')).toHaveText(/This document could not be opened\./);
    await page.getByRole('button', { name: 'Spa Treatment Brochure 20' }).click();
    await expect(page.getByRole('status')).toHaveText('Page 1 of 4');
  });

  test('draws narrower pages on signage', async ({ page }) => {
    await page.goto(`${signage.url}${spaArticle}`);
    await page.getByRole('button', { name: 'Spa Treatment Brochure 20' }).click();
    await expect(page.getByRole('status')).toHaveText('Page 1 of 4');
    expect((await pageCanvas(page).boundingBox())?.width).toBeCloseTo(590, 0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('draws the page at the width of a phone instead of scrolling sideways', async ({ page }) => {
      await page.goto(`${guest.url}${spaArticle}`);
      await page.getByRole('button', { name: 'Spa Treatment Brochure 20' }).click();
      await expect(page.getByRole('status')).toHaveText('Page 1 of 4');
      await expect.poll(() => canvasHasInk(page)).toBe(true);
      expect((await pageCanvas(page).boundingBox())!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  });
});
