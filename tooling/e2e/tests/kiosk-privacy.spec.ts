import { expect, test, type Page } from './fixtures';
import { demoCredentials, demoGuests } from '@companion/hub-sim';
import { everythingStored, untilSessionSaved } from './stored-data';

const kiosk = 'http://kiosk-resco.localhost:5174';
const hubApi = 'http://kiosk-resco.localhost:8080/api/';
const guest = demoGuests.smith;
/** The next person at the kiosk: another guest with a card. */
const nextGuest = demoGuests.berger;
const excursionName = 'Lisbon Old Town Walk';

type TrackedStream = { url: string; openedAt: number; closedAt: number | undefined };

/**
 * Wraps fetch so the test can see every event stream the page opens and closes, and when: the hub
 * client reads `text/event-stream` through fetch and closes a stream by aborting its request.
 */
function trackEventStreams() {
  const streams: TrackedStream[] = [];
  (window as unknown as { __streams: TrackedStream[] }).__streams = streams;
  const native = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (headers.get('Accept') === 'text/event-stream') {
      const record: TrackedStream = {
        url: input instanceof Request ? input.url : String(input),
        openedAt: Date.now(),
        closedAt: undefined,
      };
      streams.push(record);
      init?.signal?.addEventListener('abort', () => (record.closedAt ??= Date.now()), { once: true });
    }
    return native(input, init);
  };
}

/** Logs a guest in at the kiosk's card reader and waits for their name in the sub-header. */
async function swipeCard(page: Page, who: { accountNumber: string; firstName: string; lastName: string }) {
  await page.goto(`${kiosk}/login`);
  await page.getByLabel('Card reader').pressSequentially(`;${who.accountNumber}=2612?`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${who.lastName}, ${who.firstName}`)).toBeVisible();
}

test('a kiosk forgets the guest after the idle logout', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(trackEventStreams);
  expect(demoCredentials.cardScan.accountNumber).toBe(guest.accountNumber);
  await swipeCard(page, guest);
  // The session is saved (at most every 2 s) so a reload keeps the guest logged in.
  const sessionId = await untilSessionSaved(page, { clock: true });
  await expect(page.getByText(/Logout - \d+ seconds/)).toBeVisible();

  // Something of the guest's own on the device: an excursion in the basket, saved with the state.
  const entry = {
    type: 'CruiseExcursion',
    excursion: { id: 'LIS-01', name: excursionName, port: { name: 'Lisbon', countryName: 'Portugal' } },
    date: '2026-11-25',
    price: 49.5,
    passenger: { id: 'p-smith', firstName: guest.firstName, lastName: guest.lastName },
  };
  // From the page, as the excursion pages do (the test runner cannot resolve *.localhost itself).
  const added = await page.evaluate(
    async ({ url, session, body }) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { SessionId: session, 'Content-Type': 'application/json' },
          body: JSON.stringify([body]),
        })
      ).ok,
    { url: `${hubApi}passengers/cart`, session: sessionId, body: entry },
  );
  expect(added).toBe(true);
  await page.goto(`${kiosk}/basket`);
  await expect(page.getByRole('heading', { name: excursionName })).toBeVisible();
  const loginTime = await page.evaluate(() => Date.now());
  await page.clock.runFor(2_500);
  expect(await everythingStored(page)).toContain(excursionName);
  const streamsDuringSession = await page.evaluate(() => (window as unknown as { __streams: TrackedStream[] }).__streams.length);
  expect(streamsDuringSession).toBeGreaterThan(0);

  // The guest walks away: one minute later the kiosk logs out and goes home.
  const lastMomentLoggedIn = await page.evaluate(() => Date.now());
  await page.clock.runFor(61_000);
  await expect(page).toHaveURL(`${kiosk}/`);
  await expect(page.getByText(`${guest.lastName}, ${guest.firstName}`)).toHaveCount(0);
  await page.clock.runFor(2_500);

  const secrets = [sessionId, guest.lastName, guest.firstName, guest.bookingReference, guest.accountNumber, excursionName];
  const stored = await everythingStored(page);
  for (const secret of secrets) expect(stored).not.toContain(secret);
  // Nor anywhere in the page: not in a hidden element, an attribute or an inline script.
  const pageAfterLogout = await page.content();
  for (const secret of secrets) expect(pageAfterLogout).not.toContain(secret);

  // Every event stream that was open while the guest used the kiosk is closed now.
  const streams = await page.evaluate(() => (window as unknown as { __streams: TrackedStream[] }).__streams);
  const openDuringSession = streams.filter((stream) => stream.openedAt <= lastMomentLoggedIn && (stream.closedAt ?? Infinity) >= loginTime);
  expect(openDuringSession.length).toBeGreaterThan(0);
  for (const stream of openDuringSession) expect(stream.closedAt, stream.url).toBeDefined();

  // The back button does not bring the guest's page back.
  await page.goBack();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/basket');
  await expect(page.getByText(excursionName)).toHaveCount(0);
  await expect(page.getByText(`${guest.lastName}, ${guest.firstName}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  // The next guest's page, after a reload, knows nothing of the first.
  await page.goto(kiosk);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.content()).not.toContain(guest.lastName);

  // The next person logs in with their own card: their basket and account show none of the
  // first guest, and neither does anything the browser keeps once their session is saved.
  await swipeCard(page, nextGuest);
  // Saved (at most every 2 s) before the next pages are opened by address.
  await untilSessionSaved(page, { clock: true });
  await page.goto(`${kiosk}/basket`);
  await expect(page.getByRole('heading', { name: 'Basket', level: 1 })).toBeVisible();
  await expect(page.getByText(`${nextGuest.lastName}, ${nextGuest.firstName}`)).toBeVisible();
  const basketPage = await page.content();
  for (const secret of secrets) expect(basketPage).not.toContain(secret);
  await page.goto(`${kiosk}/my_account`);
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByText(`Logged in as ${nextGuest.lastName}, ${nextGuest.firstName}`)).toBeVisible();
  const accountPage = await page.content();
  for (const secret of secrets) expect(accountPage).not.toContain(secret);
  const storedForNextGuest = await everythingStored(page);
  // The next guest's session is saved (so the check below reads what is stored now, not before).
  expect(storedForNextGuest).toContain(nextGuest.lastName);
  for (const secret of secrets) expect(storedForNextGuest).not.toContain(secret);
});
