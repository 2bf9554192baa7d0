import { demoCredentials } from '@companion/hub-sim';
import { expect, type Page } from './fixtures';
import { untilSessionSaved } from './stored-data';

export const guestApp = 'http://localhost:5173';

/**
 * The Smiths log in on the guest app and land on /my_holiday. The session reaches storage at
 * most every 2 s, and the journeys then type addresses that reload the app, so this waits for it.
 * Shared by the muster, feedback and offline-actions journeys (one login, written once).
 */
export async function logInAsSmith(page: Page) {
  const smith = demoCredentials.passenger;
  await page.goto(`${guestApp}/login`);
  await page.getByLabel('Booking reference').fill(smith.bookingReference);
  await page.getByLabel('Surname of the lead passenger').fill(smith.lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${guestApp}/my_holiday`);
  await untilSessionSaved(page);
}
