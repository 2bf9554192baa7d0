import { expect, test, type Page } from '@playwright/test';
import { demoCredentials, demoGuests } from '@companion/hub-sim';

const kiosk = 'http://kiosk-resco.localhost:5174';
const guest = demoGuests.smith;

/** Everything a browser could keep for the next person at this kiosk, as one string. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const local = JSON.stringify({ ...localStorage });
    const session = JSON.stringify({ ...sessionStorage });
    const databases = 'databases' in indexedDB ? JSON.stringify(await indexedDB.databases()) : '[]';
    const caches = 'caches' in window ? JSON.stringify(await window.caches.keys()) : '[]';
    return `${local} ${session} ${databases} ${caches}`;
  });
}

test('a kiosk forgets the guest after the idle logout', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${kiosk}/login`);
  await page.getByLabel('Card reader').pressSequentially(`;${demoCredentials.cardScan.accountNumber}=2612?`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${guest.lastName}, ${guest.firstName}`)).toBeVisible();
  // The session is saved (at most every 2 s) so a reload keeps the guest logged in.
  await page.clock.runFor(2_500);
  const sessionId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('companion:state') ?? '{}').slices?.authentication?.sessionId as string,
  );
  expect(sessionId).toBeTruthy();
  await expect(page.getByText(/Logout - \d+ seconds/)).toBeVisible();

  // The guest walks away: one minute later the kiosk logs out and goes home.
  await page.clock.runFor(61_000);
  await expect(page).toHaveURL(`${kiosk}/`);
  await expect(page.getByText(`${guest.lastName}, ${guest.firstName}`)).toHaveCount(0);
  await page.clock.runFor(2_500);

  const stored = await everythingStored(page);
  for (const secret of [sessionId, guest.lastName, guest.firstName, guest.bookingReference, guest.accountNumber])
    expect(stored).not.toContain(secret);

  // The back button does not bring the guest's page back.
  await page.goBack();
  await expect(page.getByText(`${guest.lastName}, ${guest.firstName}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  // The next guest's page, after a reload, knows nothing of the first.
  await page.goto(kiosk);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.content()).not.toContain(guest.lastName);
});
