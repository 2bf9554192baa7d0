import { expect, test, type Page } from './fixtures';
import { demoCredentials, DEMO_CLOSED_VENUE, DEMO_SIGNAGE_PAGE } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';

const guestApp = apps[0].url;
// The signage app on its own host, so the demo hub answers as it does to a DigitalSignage device.
const signageApp = apps[2].url;
const family = demoCredentials.family;

/** Picks dates from the first until one has times for the party, then the first time. */
async function chooseFirstFreeSlot(page: Page) {
  const dates = page.getByRole('group', { name: 'Choose a date' }).getByRole('radio');
  const count = await dates.count();
  for (let index = 0; index < count; index += 1) {
    await page.getByRole('group', { name: 'Choose a date' }).locator('label').nth(index).click();
    const times = page.getByRole('group', { name: 'Choose a time' });
    const none = page.getByText(/^No times left on this date/);
    await expect(times.or(none)).toBeVisible();
    if (await times.isVisible()) {
      await times.locator('label').first().click();
      return;
    }
  }
  throw new Error('no date with free times');
}

test('a guest logs in from a spa treatment, books it for one, books a dinner for three and finds both bookings', async ({ page }) => {
  // Two bookings with login, conditions and a slot search each: a long journey on a 2-core runner.
  test.setTimeout(90_000);
  // Not logged in: "Log in to book" leads to /login and back.
  await page.goto(`${guestApp}/spa/detail/spa-11`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Stone Massage' })).toBeVisible();
  await expect(page.getByText('£129.00')).toBeVisible();
  // The spa's wayfinder profile is one the hub draws: the deck plan, not "could not be loaded".
  await expect(page.getByText('Hot Stone Massage is on deck 13.', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Plan of deck 13' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in to book' }).click();
  await expect(page).toHaveURL(`${guestApp}/login`);
  await page.getByLabel('Booking reference').fill(family.bookingReference);
  await page.getByLabel('Surname of the lead passenger').fill(family.lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${guestApp}/spa/detail/spa-11`);

  // The spa treatment: one guest, conditions, Book now once however often it is pressed.
  await page.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(`${guestApp}/tacbooking`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Hot Stone Massage' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'guest' })).toHaveText('1 guest');
  await expect(page.getByRole('button', { name: 'One guest more' })).toHaveAttribute('aria-disabled', 'true');
  await chooseFirstFreeSlot(page);
  await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I accept the conditions' }).check();
  await expectNoAxeViolations(page);
  const spaBookings: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/spa/book/')) spaBookings.push(request.url());
  });
  await page.getByRole('button', { name: 'Book now' }).dblclick();
  await expect(page.getByText(/^Booking reference: SPA-/)).toBeVisible();
  expect(spaBookings).toHaveLength(1);

  // Dinner for three: changing the persons resets the chosen date and time.
  await page.goto(`${guestApp}/dining/detail/dining-2`);
  await page.getByRole('link', { name: 'Book now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'guests' })).toHaveText('4 guests');
  await chooseFirstFreeSlot(page);
  await page.getByRole('button', { name: 'One guest fewer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'guests' })).toHaveText('3 guests');
  await expect(page.getByRole('group', { name: 'Choose a time' })).toHaveCount(0);
  await chooseFirstFreeSlot(page);
  await page.getByRole('checkbox', { name: 'I accept the conditions' }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText(/^Booking reference: DIN-/)).toBeVisible();
  await expect(page.getByText(/La Terrazza, .* 3 guests/)).toBeVisible();

  // Both bookings among the onboard bookings (a retry against the same demo hub adds a second pair).
  await page.getByRole('link', { name: 'My onboard bookings' }).click();
  await expect(page.getByText(/Hot Stone Massage at/).first()).toBeVisible();
  await expect(page.getByText(/La Terrazza at/).first()).toBeVisible();
});

test('dining and activity details show the deck plan of their venue', async ({ page }) => {
  for (const [path, title, deck] of [
    ['/dining/detail/dining-1', 'Sakura Teppanyaki', 12],
    ['/activity/detail/activity-31', 'Bridge Tour', 10],
  ] as const) {
    await page.goto(`${guestApp}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`${title} is on deck ${deck}.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `Plan of deck ${deck}` })).toBeVisible();
    await expect(page.getByText('The deck plans could not be loaded.')).toHaveCount(0);
  }
});

test('the signage board shows the venues with coloured slots and keeps them when the hub stops answering', async ({ page }) => {
  // Early evening, so every open venue has slots left whenever the journey runs.
  const evening = new Date();
  evening.setHours(18, 0, 0, 0);
  await page.clock.install({ time: evening });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${signageApp}/restaurantavailability/overview/${DEMO_SIGNAGE_PAGE}`);
  const venues = page.getByRole('list', { name: 'Restaurants' });
  await expect(venues.getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(page.getByRole('listitem', { name: DEMO_CLOSED_VENUE })).toContainText('No timeslots remain for this venue today');
  await expectNoAxeViolations(page);
  // Nothing to scroll on a 1920×1080 screen.
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  // Read from five metres: no text on the board under 24 px, and every slot says its state in words.
  const smallest = await page.locator('main').evaluate((main) => {
    const sizes = [...main.querySelectorAll('*')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
      .map((element) => parseFloat(getComputedStyle(element).fontSize));
    return Math.min(...sizes);
  });
  expect(smallest).toBeGreaterThanOrEqual(24);
  const slots = venues.getByRole('listitem', { name: 'Sakura Teppanyaki' }).getByRole('list').getByRole('listitem');
  await expect(slots).not.toHaveCount(0);
  for (const slot of await slots.all()) await expect(slot).toHaveText(/^\d{1,2}:\d\d( [AP]M)?\s*[●◐✕]\s*(Available|Busy|Full)$/);

  await page.route('**/digitalsignage/content/**', (route) => route.abort());
  await page.clock.fastForward(61_000);
  await expect(page.getByText(/^Showing information from/)).toBeVisible();
  await expect(venues.getByRole('heading', { level: 2 })).toHaveCount(8);

  await page.unroute('**/digitalsignage/content/**');
  await page.clock.fastForward(61_000);
  await expect(page.getByText(/^Updated /)).toBeVisible();
});
