import { expect, test, type Page } from './fixtures';
import { demoCredentials } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';

const guestApp = 'http://localhost:5173';
const smith = demoCredentials.passenger;

async function logIn(page: Page) {
  await page.goto(`${guestApp}/login`);
  await page.getByLabel('Booking reference').fill(smith.bookingReference);
  await page.getByLabel('Surname of the lead passenger').fill(smith.lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${guestApp}/my_holiday`);
  // The session reaches storage at most every 2 s; the addresses typed below reload the app.
  await page.waitForTimeout(2_200);
}

const video = (page: Page) => page.locator('video').first();
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test('a guest cannot skip the safety video, watches it to the end, confirms two passengers once and sees the muster complete', async ({
  page,
}) => {
  // Three axe scans and a played clip take longer than the default 30 s on a shared machine.
  test.setTimeout(90_000);
  const videoSeen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('muster/passenger/updateVideoSeen')) videoSeen.push(request.url());
  });
  await logIn(page);
  await page.goto(`${guestApp}/muster/home`);
  await expect(page.getByRole('status').filter({ hasText: 'muster' })).toHaveText(
    '2 people in your party still have to complete the muster.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Watch the safety video' }).click();

  // Start, then pause a moment in.
  await expect(page.getByRole('region', { name: 'Safety video' })).toBeVisible();
  await page.getByRole('button', { name: 'Play Video' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.2);
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  const watched = await currentTime(page);

  // The scrubber, the End key and a seek on the element itself all land back where the guest was.
  const progress = page.locator('.vjs-progress-holder');
  const box = await progress.boundingBox();
  if (!box) throw new Error('no progress bar');
  await page.mouse.click(box.x + box.width * 0.95, box.y + box.height / 2);
  await expect.poll(() => currentTime(page)).toBeLessThanOrEqual(watched + 0.5);
  await page.getByRole('region', { name: 'Safety video' }).press('End');
  await expect.poll(() => currentTime(page)).toBeLessThanOrEqual(watched + 0.5);
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 1.9));
  await expect.poll(() => currentTime(page)).toBeLessThanOrEqual(watched + 0.5);
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // Watched to the end, the passenger choice opens.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText('You have watched the whole safety video.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please select at least one passenger')).toBeVisible();
  await expect(page.getByText('Please read and accept terms and conditions')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: 'Emily Smith' }).check();
  await page.getByRole('checkbox', { name: 'Lily Smith' }).check();
  await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByText('Thank you. The safety video is recorded as watched.')).toBeVisible();
  expect(videoSeen).toHaveLength(1);

  await page.getByRole('link', { name: 'See your muster status' }).click();
  await expect(page.getByText('Your muster is complete. Thank you!')).toBeVisible();
  // The two chosen passengers are now recorded as having watched (the request body is a stream Playwright does not show).
  await expect(page.getByRole('row', { name: /Emily Smith/ })).toContainText('Watched');
  await expect(page.getByRole('row', { name: /Lily Smith/ })).toContainText('Watched');
  await expectNoAxeViolations(page);
});
