import { expect, test } from './fixtures';
import { demoCredentials } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';
import { untilSessionSaved } from './stored-data';

const resco = 'http://app-resco.localhost:5173';

test('a login-required page sends the guest to log in, then back to it', async ({ page }) => {
  await page.goto(`${resco}/my_onboard_bookings`);
  await expect(page).toHaveURL(`${resco}/login`);
  await page.getByLabel('Account number').fill(demoCredentials.resco.accountNumber);
  await page.getByLabel('Cabin number').fill(demoCredentials.resco.cabin);
  await page.getByLabel('PIN', { exact: true }).fill(demoCredentials.resco.pin);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${resco}/my_onboard_bookings`);
  await expect(page.getByRole('table', { name: 'My onboard bookings' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The session is saved at most every 2 s; the next pages are opened by address (a reload).
  await untilSessionSaved(page);
  await page.goto(`${resco}/cabinmessages`);
  const urgent = page.getByRole('button', { name: /Change of port: Naples/ });
  await urgent.click();
  await expect(urgent).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  await page.goto(`${resco}/my_account`);
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByText('Logged in as Smith, Emily')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Change or reset your PIN' }).click();
  await expect(page).toHaveURL(`${resco}/my_account/pin`);
  await page.getByLabel('Current PIN').fill('12');
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please make sure that both PINs are 4 digits');
  await expectNoAxeViolations(page);
});

test('the Retina login page without a portal address says login is not configured, accessibly', async ({ page }) => {
  await page.goto('http://app-retina-missing.localhost:5173/login');
  await expect(page.getByText('Login is not configured for this device yet. Please ask at reception.')).toBeVisible();
  await expectNoAxeViolations(page);
});
