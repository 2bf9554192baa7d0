import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { demoHub } from './apps';
import { MUSTER_RESET_PATH } from '@companion/hub-sim';
import { guestApp, logInAsSmith } from './guest-login';

const video = (page: Page) => page.locator('video').first();
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
const playbackRate = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate);
const inFullscreen = (page: Page) => page.evaluate(() => document.fullscreenElement !== null);

/** The media-session handlers the page set, kept so the test can press the media keys a headset or keyboard has. */
const recordMediaKeys = () => {
  const keys: Record<string, ((details: MediaSessionActionDetails) => void) | null> = {};
  (window as unknown as { mediaKeys: typeof keys }).mediaKeys = keys;
  const original = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
  navigator.mediaSession.setActionHandler = (action, handler) => {
    keys[action] = handler;
    original(action, handler);
  };
};
const pressMediaKey = (page: Page, action: string, seekTime?: number) =>
  page.evaluate(
    ({ action, seekTime }) => {
      const handler = (window as unknown as { mediaKeys: Record<string, ((details: object) => void) | null> }).mediaKeys[action];
      if (!handler) throw new Error(`no ${action} handler: the browser would skip ahead`);
      handler({ action, seekTime, seekOffset: 30 });
    },
    { action, seekTime },
  );

test('a guest cannot skip the safety video, watches it to the end, confirms two passengers once and sees the muster complete', async ({
  page,
  request,
}) => {
  // Three axe scans and a played clip take longer than the default 30 s on a shared machine.
  test.setTimeout(90_000);
  const videoSeen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('muster/passenger/updateVideoSeen')) videoSeen.push(request.url());
  });
  // The party as the voyage starts, also on a retry (the first try may have confirmed them).
  expect((await request.post(`${demoHub}${MUSTER_RESET_PATH}`)).ok()).toBe(true);
  await page.addInitScript(recordMediaKeys);
  await logInAsSmith(page);
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

  // Each way of skipping ahead lands back where the guest was: the scrubber, the seek bar's keys,
  // a faster playback rate, the media-session keys, and the browser's own controls in native fullscreen.
  const snappedBack = () => expect.poll(() => currentTime(page)).toBeLessThanOrEqual(watched + 0.5);
  const progress = page.getByRole('slider', { name: 'Progress Bar' });
  const box = await progress.boundingBox();
  if (!box) throw new Error('no progress bar');
  await page.mouse.click(box.x + box.width * 0.95, box.y + box.height / 2);
  await snappedBack();
  for (const key of ['End', '9', 'PageUp']) {
    await progress.press(key);
    await snappedBack();
  }
  await video(page).evaluate((element: HTMLVideoElement) => (element.playbackRate = 16));
  await expect.poll(() => playbackRate(page)).toBe(1);
  await pressMediaKey(page, 'seekto', 1.9);
  await pressMediaKey(page, 'seekforward');
  await snappedBack();
  // Native fullscreen of the <video> itself (as a phone does): its controls seek the element directly.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Runtime.evaluate', {
    expression: "document.querySelector('video').requestFullscreen()",
    userGesture: true,
    awaitPromise: true,
  });
  await expect.poll(() => inFullscreen(page)).toBe(true);
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 1.9));
  await snappedBack();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // Watched to the end (still in fullscreen), fullscreen is left and the passenger choice opens.
  await video(page).evaluate((element: HTMLVideoElement) => element.play());
  await expect(page.getByText('You have watched the whole safety video.')).toBeVisible();
  await expect.poll(() => inFullscreen(page)).toBe(false);
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

  // Back to /muster/home, then the schedule.
  await page.getByRole('link', { name: 'Back to the safety muster' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'muster' })).toHaveText('Your muster is complete. Thank you!');
  await page.getByRole('link', { name: 'Muster schedule' }).click();
  await expect(page.getByText('Muster check-in: decks 9 and 10')).toBeVisible();
  await expectNoAxeViolations(page);
});
