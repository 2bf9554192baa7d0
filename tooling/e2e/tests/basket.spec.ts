import { expect, test, type Page } from './fixtures';
import { DEMO_FAILING_ORDER_MAIL, DEMO_ORDER_FAILURE_MESSAGE, demoCredentials, demoGuests } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';
import { untilSessionSaved } from './stored-data';

const guestApp = 'http://localhost:5173';
const hubApi = 'http://localhost:8080/api/';
const smith = demoGuests.smith;

async function logIn(page: Page, guest: { bookingReference: string; lastName: string } = demoCredentials.passenger) {
  await page.goto(`${guestApp}/login`);
  await page.getByLabel('Booking reference').fill(guest.bookingReference);
  await page.getByLabel('Surname of the lead passenger').fill(guest.lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${guestApp}/my_holiday`);
  // The session reaches storage at most every 2 s; reloads below need it there.
  await untilSessionSaved(page);
}

/** Puts excursions in the logged-in guest's cart, from the page as the excursion pages do. */
async function addToCart(page: Page, entries: unknown[]) {
  const ok = await page.evaluate(
    async ({ url, body }) => {
      const sessionId = JSON.parse(localStorage.getItem('companion:state') ?? '{}').slices?.authentication?.sessionId as string;
      const response = await fetch(url, {
        method: 'POST',
        headers: { SessionId: sessionId, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.ok;
    },
    { url: `${hubApi}passengers/cart`, body: entries },
  );
  expect(ok).toBe(true);
}

const lead = { id: 'p-smith', firstName: smith.firstName, lastName: smith.lastName, lead: true };
const companion = { id: 'p-mark', firstName: 'Mark', lastName: smith.lastName };
const walk = (passenger: typeof lead | typeof companion) => ({
  type: 'CruiseExcursion',
  excursion: { id: 'E2E-WALK', name: 'Old Town Walk', port: { name: 'Lisbon', countryName: 'Portugal' } },
  date: '2026-12-01',
  price: 45,
  passenger,
  itinerary: { id: 'IT-E2E', date: '2026-11-28' },
  requiresPayment: true,
});
const kayak = {
  type: 'ResortExcursion',
  excursion: { id: 'E2E-KAYAK', name: 'Sunset Kayak', destination: { id: 'RES-1', name: 'Palma' } },
  date: '2026-12-03',
  price: 30,
  passenger: lead,
};

test('a guest checks out the basket: removal, validation, a refused order, then the confirmation and the booking', async ({ page }) => {
  await logIn(page);
  await page.goto(`${guestApp}/basket`);
  await expect(page.getByText('No items in basket.')).toBeVisible();
  await expectNoAxeViolations(page);

  await addToCart(page, [walk(lead), walk(companion), kayak]);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Old Town Walk' })).toContainText('£90.00');
  await page.getByRole('button', { name: `Remove ${smith.firstName} ${smith.lastName} from Sunset Kayak` }).click();
  await expect(page.getByRole('article', { name: 'Sunset Kayak' })).toHaveCount(0);
  await expect(page.getByText('Total', { exact: true }).locator('..')).toContainText('£90.00');

  // The basket survives a reload.
  await page.waitForTimeout(2_200);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Old Town Walk' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Email addresses must match')).toBeVisible();
  await expect(page.getByText('Please accept the Terms & Conditions which are listed below, to continue')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email address', { exact: true }).fill(DEMO_FAILING_ORDER_MAIL);
  await page.getByLabel('Confirm email address').fill(DEMO_FAILING_ORDER_MAIL);
  await page.getByLabel('I accept the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Your order could not be placed: ${DEMO_ORDER_FAILURE_MESSAGE}`)).toBeVisible();

  await page.getByLabel('Email address', { exact: true }).fill('emily.smith@example.com');
  await page.getByLabel('Confirm email address').fill('emily.smith@example.com');
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${guestApp}/confirmation`);
  await expect(page.getByRole('heading', { name: 'Thank you for your booking' })).toBeVisible();
  await expect(page.getByText(/You chose to pay in cash/)).toBeVisible();
  await expect(page.getByText(/^GRP-/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your excursions' })).toContainText(
    `${smith.firstName} ${smith.lastName}, Mark ${smith.lastName}`,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to My bookings' }).click();
  await expect(page.getByRole('rowheader', { name: `Old Town Walk (${smith.firstName} ${smith.lastName})` })).toBeVisible();
  await page.goto(`${guestApp}/basket`);
  await expect(page.getByText('No items in basket.')).toBeVisible();

  // A logout replaces only the page it leaves: the next guest, going Back through this guest's
  // pages, reaches the confirmation's history entry and must find nothing of the order there.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${guestApp}/`);
  await logIn(page, demoCredentials.family);
  for (let step = 0; step < 12 && !page.url().endsWith('/confirmation'); step += 1) await page.goBack();
  await expect(page).toHaveURL(`${guestApp}/confirmation`);
  await expect(page.getByText('There is no order to show. Your bookings are listed under My bookings.')).toBeVisible();
  await expect(page.getByText('emily.smith@example.com')).toHaveCount(0);
});

test('the basket needs a login and comes back after it', async ({ page }) => {
  await page.goto(`${guestApp}/basket`);
  await expect(page).toHaveURL(`${guestApp}/login`);
  await page.getByLabel('Booking reference').fill(demoCredentials.passenger.bookingReference);
  await page.getByLabel('Surname of the lead passenger').fill(demoCredentials.passenger.lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${guestApp}/basket`);
  await expect(page.getByRole('heading', { name: 'Basket' })).toBeVisible();
});
