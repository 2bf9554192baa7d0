import { expect, test, type APIRequestContext } from './fixtures';
import { demoCredentials, todayAsDeparture } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';
import { demoHub } from './apps';

const guest = 'http://localhost:5173';
const hubApi = `${demoHub}/api/`;

/**
 * What the hub does when a guest asks for a new PIN (pms/resetPin): their next login asks them to
 * choose one. A try of the PIN journey ends with one chosen; this puts the guest back, so a retry
 * (or a repeat) meets the dialog as the first try did.
 */
async function hubSendsNewPin(request: APIRequestContext, login: { bookingReference: string; lastName: string }) {
  const session = await request.post(`${hubApi}authentication/loginByPassenger`, {
    data: { bookingReference: login.bookingReference, lastName: login.lastName, departureDate: todayAsDeparture() },
  });
  const { sessionId } = (await session.json()) as { sessionId: string };
  expect((await request.post(`${hubApi}pms/resetPin`, { headers: { SessionId: sessionId }, data: {} })).ok()).toBe(true);
}

test.describe('passenger login', () => {
  test('refuses wrong details with the message and marks the fields', async ({ page }) => {
    await page.goto(`${guest}/login`);
    await page.getByLabel('Booking reference').fill('WRONG1');
    await page.getByLabel('Surname of the lead passenger').fill('Nobody');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed, please check your data and try again.');
    await expect(page.getByLabel('Booking reference')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('shows the required-field messages', async ({ page }) => {
    await page.goto(`${guest}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your booking reference')).toBeVisible();
    await expect(page.getByText('Please enter the surname of the passenger who received the confirmation email')).toBeVisible();
  });

  test('logs in to the holiday page, shows the booking and logs out, in every tab', async ({ page, context }) => {
    await page.goto(`${guest}/login`);
    await page.getByLabel('Booking reference').fill(` ${demoCredentials.passenger.bookingReference} `);
    await page.getByLabel('Surname of the lead passenger').fill(demoCredentials.passenger.lastName);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${guest}/my_holiday`);
    await expect(page.getByRole('heading', { name: 'My holiday' })).toBeVisible();
    await expect(page.getByText('Emily Smith (lead passenger)')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByText(`Booking ${demoCredentials.passenger.bookingReference}`)).toBeVisible();

    // A second tab of the same browser, opened once the session is saved, shows the same guest.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('companion:state') ?? '')).toContain('Emily Smith');
    const otherTab = await context.newPage();
    await otherTab.goto(`${guest}/my_account`);
    await expect(otherTab.getByText('Logged in as Emily Smith')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${guest}/`);
    await expect(page.getByText(`Booking ${demoCredentials.passenger.bookingReference}`)).toHaveCount(0);
    // The logout reaches the other tab too: it no longer shows the guest, nor can act as them.
    await expect(otherTab).toHaveURL(`${guest}/login`);
    await expect(otherTab.getByText('Emily Smith')).toHaveCount(0);
    await otherTab.close();
    // And closing it does not write the guest back for the next tab.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('companion:state') ?? '')).not.toContain('Emily Smith');
  });

  test('asks for a new PIN when the hub requires it', async ({ page, request }) => {
    await hubSendsNewPin(request, demoCredentials.passengerWithPinChange);
    await page.goto(`${guest}/login`);
    await page.getByLabel('Booking reference').fill(demoCredentials.passengerWithPinChange.bookingReference);
    await page.getByLabel('Surname of the lead passenger').fill(demoCredentials.passengerWithPinChange.lastName);
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a new PIN' });
    await dialog.getByLabel('New PIN').fill('12');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Please make sure your new pin is 4 digits.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('New PIN').fill('2468');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(`${guest}/my_holiday`);
  });
});

test.describe('account login (Resco)', () => {
  const url = 'http://app-resco.localhost:5173/login';

  test('asks for every field, refuses a wrong PIN and logs in', async ({ page }) => {
    await page.goto(url);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please make sure to fill out all the fields.');
    await page.getByLabel('Account number').fill(demoCredentials.resco.accountNumber);
    await page.getByLabel('Cabin number').fill(demoCredentials.resco.cabin);
    await page.getByLabel('PIN', { exact: true }).fill('9999');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed, please check the details you have entered');
    await expectNoAxeViolations(page);
    await page.getByLabel('PIN', { exact: true }).fill(demoCredentials.resco.pin);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('http://app-resco.localhost:5173/');
    // A RemotePms session shows the guest's name and no logout button.
    await expect(page.getByText('Smith, Emily')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  });
});

test.describe('name login', () => {
  test('formats the date of birth and logs in', async ({ page }) => {
    await page.goto('http://app-name.localhost:5173/login');
    await page.getByLabel('First name').fill(demoCredentials.name.firstName);
    await page.getByLabel('Last name').fill('Wrong');
    await page.getByLabel('Date of birth').fill(demoCredentials.name.dateOfBirth.replaceAll('/', ''));
    await expect(page.getByLabel('Date of birth')).toHaveValue(demoCredentials.name.dateOfBirth);
    // The name form itself, filled in, before anything is sent.
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed, please check the details you have entered');
    await page.getByLabel('Last name').fill(demoCredentials.name.lastName);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('http://app-name.localhost:5173/');
    await expectNoAxeViolations(page);
  });
});

test.describe('HotelFriend login', () => {
  const hotelFriend = 'http://app-hotelfriend.localhost:5173';

  test('refuses wrong details with the name-login message', async ({ page }) => {
    await page.goto(`${hotelFriend}/login`);
    await page.getByLabel('First name').fill(demoCredentials.hotelfriend.firstName);
    await page.getByLabel('Last name').fill(demoCredentials.hotelfriend.lastName);
    await page.getByLabel('Date of birth').fill('01011901');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed, please check the details you have entered');
    await expect(page).toHaveURL(`${hotelFriend}/login`);
    await expectNoAxeViolations(page);
  });

  test('logs in and goes back to the page that asked for the login', async ({ page }) => {
    await page.goto(`${hotelFriend}/my_account`);
    await expect(page).toHaveURL(`${hotelFriend}/login`);
    await page.getByLabel('First name').fill(demoCredentials.hotelfriend.firstName);
    await page.getByLabel('Last name').fill(demoCredentials.hotelfriend.lastName);
    await page.getByLabel('Date of birth').fill(demoCredentials.hotelfriend.dateOfBirth.replaceAll('/', ''));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${hotelFriend}/my_account`);
    await expect(page.getByText('Logged in as Berger, Anna')).toBeVisible();
  });
});

test.describe('Retina', () => {
  test('shows the portal link on the login page', async ({ page }) => {
    await page.goto('http://app-retina.localhost:5173/login');
    await expect(page.getByRole('link', { name: 'Go to the guest portal' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('says login is not configured when the portal address is missing', async ({ page }) => {
    await page.goto('http://app-retina-missing.localhost:5173/login');
    await expect(page.getByText('Login is not configured for this device yet. Please ask at reception.')).toBeVisible();
  });

  test('fails a wrong token with the reception message', async ({ page }) => {
    await page.goto('http://app-retina.localhost:5173/retina/login/not-a-token');
    await expect(page.getByRole('alert')).toContainText('Login failed, please visit the reception');
  });

  test('logs in by token, welcomes the guest and goes home after 5 seconds', async ({ page }) => {
    await page.goto(`http://app-retina.localhost:5173/retina/login/${demoCredentials.retina.token}`);
    await expect(page).toHaveURL(/\/retina\/loginsuccess$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Smith, Emily' })).toBeVisible();
    await expect(page).toHaveURL('http://app-retina.localhost:5173/', { timeout: 8_000 });
  });
});

test.describe('kiosk card scan', () => {
  const url = 'http://kiosk-resco.localhost:5174/login';

  test('refuses an unknown card and logs a known one in', async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await page.getByLabel('Card reader').pressSequentially(';999999=0000?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText("Login failed: we couldn't find your account number. Please speak to reception.");
    await expectNoAxeViolations(page);
    await page.getByLabel('Card reader').pressSequentially(`;${demoCredentials.cardScan.accountNumber}=2612?`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('http://kiosk-resco.localhost:5174/');
    await expect(page.getByText('Smith, Emily')).toBeVisible();
  });
});
