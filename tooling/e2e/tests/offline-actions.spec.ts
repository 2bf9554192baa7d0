import type { CDPSession } from '@playwright/test';
import { earlierRunsOnThisHub, expect, test, type Page } from './fixtures';
import { demoExcursions } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';
import { guestApp, logInAsSmith } from './guest-login';

const pompeii = demoExcursions(new Date()).find((excursion) => excursion.name.defaultValue === 'Pompeii ruins');

/**
 * The network cut and restored through Chromium's network emulation, which is what
 * `context.setOffline` drives. Not `setOffline` itself: in a network namespace with only a
 * loopback interface Chromium reports `navigator.onLine === false` from the start, and
 * `setOffline(false)` only lifts the emulation, leaving the app offline. Emulating a connection
 * (latency 1 ms) makes `navigator.onLine` true there too, and fires `online` as a real return does.
 */
const sessions = new WeakMap<Page, CDPSession>();
async function network(page: Page, state: 'online' | 'offline') {
  // One session per page: conditions set from two sessions do not combine.
  const session = sessions.get(page) ?? (await page.context().newCDPSession(page));
  sessions.set(page, session);
  await session.send('Network.emulateNetworkConditions', {
    offline: state === 'offline',
    latency: state === 'online' ? 1 : 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

test('offline, a booking is refused with the offline message and never sent later; a problem report waits and is sent once within 5 s of coming back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const bookings: string[] = [];
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().includes('/excursions/book/')) bookings.push(request.url());
    if (request.url().includes('/problem/report')) reports.push(request.url());
  });
  await network(page, 'online');
  await logInAsSmith(page);

  // A booking: the offline message, Book disabled, and nothing sent when the network returns.
  await page.goto(`${guestApp}/onboard/bookexcursion/${pompeii?.id}`);
  await page.getByRole('checkbox', { name: 'Emily Smith' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
  await network(page, 'offline');
  await expect(page.getByText('You are offline. Booking needs a connection to the ship; nothing has been sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await network(page, 'online');
  await expect(page.getByRole('button', { name: 'Book' })).toBeEnabled();

  // A problem report written offline waits in the outbox (IndexedDB), then goes out once.
  await page.goto(`${guestApp}/problem/new`);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Plumbing' });
  // The demo hub keeps every report: a retry (or a repeat) reports its own, or tracking lists two.
  const again = earlierRunsOnThisHub();
  const problem = `The shower runs cold${again ? ` (try ${again + 1})` : ''}.`;
  await page.getByRole('textbox', { name: 'Describe the problem' }).fill(problem);
  await network(page, 'offline');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Waiting to send — will be sent when you are back online')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(reports).toHaveLength(0);
  await network(page, 'online');
  await expect.poll(() => reports.length, { timeout: 5_000 }).toBe(1);

  // Sent, and only once: the guest's tracking lists it, and no booking went out meanwhile.
  await page.getByRole('link', { name: 'Track your problems' }).click();
  // Exact: the sent notice ("Plumbing: The shower runs cold.") may still show beside the tracking entry.
  await expect(page.getByText(problem, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reports and ratings waiting to send' })).toHaveCount(0);
  expect(reports).toHaveLength(1);
  expect(bookings).toHaveLength(0);
});
