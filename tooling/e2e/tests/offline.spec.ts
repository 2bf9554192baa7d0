import { demoCredentials, demoGuests } from '@companion/hub-sim';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';
import { everythingStored, untilSessionSaved } from './stored-data';

const [guest, , signage] = apps;
const kiosk = 'http://kiosk-resco.localhost:5174';
const offlineBanner = (page: Page) => page.getByTestId('offline-banner');

// This journey is about the service worker: allowed even where other specs block it.
test.use({ serviceWorkers: 'allow' });

/**
 * The built apps register a Workbox service worker after the first screen; the first version
 * claims the page at once. Hub answers are kept only once it controls the page, so each journey
 * waits for it, then loads the page again through it.
 */
async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('a guest reads the dashboard, an article and the programme again without the network', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto(guest.url);
  await untilServiceWorkerControls(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Ship Information' })).toBeVisible();
  await page.goto(`${guest.url}/content/detail/2001`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Grand Atrium Restaurant' })).toBeVisible();
  await page.goto(`${guest.url}/itinerary/go`);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Programme' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(offlineBanner(page)).toBeEmpty();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Programme' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(offlineBanner(page)).toHaveText(/^Offline — showing what was loaded at \d{1,2}:\d\d/);
  await expectNoAxeViolations(page);
  await page.goto(`${guest.url}/content/detail/2001`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Grand Atrium Restaurant' })).toBeVisible();
  await expect(offlineBanner(page)).toHaveText(/^Offline — /);
  await page.goto(guest.url);
  await expect(page.getByRole('link', { name: 'Ship Information' })).toBeVisible();
  await expect(offlineBanner(page)).toHaveText(/^Offline — /);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Ship Information' })).toBeVisible();
  await expect(offlineBanner(page)).toBeEmpty();
});

test('logout and the kiosk’s idle logout leave no guest data in any storage or cache', async ({ page }) => {
  test.setTimeout(120_000);
  const passenger = demoCredentials.passenger;
  await page.goto(`${guest.url}/login`);
  await untilServiceWorkerControls(page);
  await page.reload();
  await page.getByLabel('Booking reference').fill(passenger.bookingReference);
  await page.getByLabel('Surname of the lead passenger').fill(passenger.lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Booking ${passenger.bookingReference}`)).toBeVisible();
  const sessionId = await page.waitForFunction(
    () => JSON.parse(localStorage.getItem('companion:state') ?? '{}').slices?.authentication?.sessionId as string | undefined,
  );
  const guestSession = String(await sessionId.jsonValue());
  await page.goto(`${guest.url}/itinerary/go`);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Programme' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText(`Booking ${passenger.bookingReference}`)).toHaveCount(0);
  await expect.poll(() => everythingStored(page)).not.toContain(guestSession);
  const afterLogout = await everythingStored(page);
  expect(afterLogout).not.toContain(passenger.bookingReference);
  expect(afterLogout).not.toContain(`${demoGuests.smith.firstName} ${demoGuests.smith.lastName}`);

  // The kiosk: a card login, then a minute without a touch.
  const kioskPage = await page.context().newPage();
  await kioskPage.clock.install();
  await kioskPage.goto(`${kiosk}/login`);
  await untilServiceWorkerControls(kioskPage);
  await kioskPage.reload();
  await kioskPage.getByLabel('Card reader').pressSequentially(`;${demoGuests.smith.accountNumber}=2612?`);
  await kioskPage.keyboard.press('Enter');
  await expect(kioskPage.getByText(`${demoGuests.smith.lastName}, ${demoGuests.smith.firstName}`)).toBeVisible();
  const kioskSession = await untilSessionSaved(kioskPage, { clock: true });
  await kioskPage.clock.runFor(61_000);
  await expect(kioskPage.getByText(`${demoGuests.smith.lastName}, ${demoGuests.smith.firstName}`)).toHaveCount(0);
  await kioskPage.clock.runFor(2_500);
  await expect.poll(() => everythingStored(kioskPage)).not.toContain(kioskSession);
  const afterIdle = await everythingStored(kioskPage);
  expect(afterIdle).not.toContain(demoGuests.smith.accountNumber);
  expect(afterIdle).not.toContain(`${demoGuests.smith.lastName}, ${demoGuests.smith.firstName}`);
});

test('signage keeps its content through an hour without the hub and recovers when it returns', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await page.goto(signage.url);
  await untilServiceWorkerControls(page);
  await page.reload();
  const firstTile = page.getByRole('main').getByRole('link').first();
  await expect(firstTile).toBeVisible();
  const tileName = (await firstTile.textContent()) ?? '';
  const clock = page.getByRole('banner').locator('time');
  await expect(clock).toBeVisible();

  let hubAway = true;
  // The hub stops answering: every hub address, from the page and from the service worker.
  await context.route(/:8080\/api\//, (route) => (hubAway ? route.abort('connectionrefused') : route.fallback()));
  for (let tenMinutes = 0; tenMinutes < 6; tenMinutes += 1) {
    const before = await clock.getAttribute('datetime');
    await page.clock.runFor(10 * 60_000);
    await expect(page.getByRole('main').getByRole('link').first()).toHaveText(tileName);
    await expect(clock).not.toHaveAttribute('datetime', before ?? '');
  }
  await expect(offlineBanner(page)).toHaveText(/^Offline — /);

  hubAway = false;
  await page.clock.runFor(3 * 60_000);
  await expect(offlineBanner(page)).toBeEmpty();
  await expect(page.getByRole('main').getByRole('link').first()).toHaveText(tileName);
});
