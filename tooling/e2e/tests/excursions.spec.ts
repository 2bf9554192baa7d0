import { expect, test, type Page } from './fixtures';
import { DEMO_REFUSED_BOOKING_MESSAGE, DEMO_REFUSED_EXCURSION_NAME, demoCredentials, demoExcursions } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';
import { untilSessionSaved } from './stored-data';

const guestApp = 'http://localhost:5173';
const family = demoCredentials.family;
const excursions = demoExcursions(new Date());
const named = (name: string) => {
  const excursion = excursions.find((candidate) => candidate.name.defaultValue === name);
  if (!excursion) throw new Error(`no demo excursion ${name}`);
  return excursion;
};
const routeDate = (iso: string | null | undefined) => (iso ?? '').split('-').reverse().join('-');

async function logIn(page: Page) {
  await page.goto(`${guestApp}/login`);
  await page.getByLabel('Booking reference').fill(family.bookingReference);
  await page.getByLabel('Surname of the lead passenger').fill(family.lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${guestApp}/my_holiday`);
  // The session reaches storage at most every 2 s; the addresses typed below reload the app.
  await untilSessionSaved(page);
}

test('a family filters excursions, books one, adds another to the basket, removes a guest, checks out and finds both bookings', async ({
  page,
}) => {
  await logIn(page);

  // Browse Naples and filter.
  const pizza = named('Naples pizza making');
  await page.goto(`${guestApp}/onboard/excursions/${routeDate(pizza.date)}`);
  await expect(page.getByRole('article')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Food & Drink' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: '2h or less' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'experience' })).toHaveText('1 experience');
  await page.getByRole('link', { name: 'Naples pizza making' }).click();

  // Detail, then book straight away: validation first.
  await expect(page.getByRole('heading', { level: 1, name: 'Naples pizza making' })).toBeVisible();
  await expect(page.getByText('FREE')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(`${guestApp}/onboard/bookexcursion/${pizza.id}`);
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('You need to select at least one passenger.')).toBeVisible();
  await expect(page.getByText('You need to agree to Terms & Conditions before booking.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Noah Taylor' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Children and infants must be accompanied by an adult on this excursion.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: 'Grace Taylor' }).check();
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Your excursion is booked.')).toBeVisible();
  await expect(page.getByText(/^Booking reference: EXC-/)).toBeVisible();

  // Another excursion into the basket, through the shore excursions.
  const windmills = named('Mykonos town and windmills');
  await page.goto(`${guestApp}/shoreexcursions`);
  await expectNoAxeViolations(page);
  // The day's own row ("… Mykonos"), not its "About the day in Mykonos …" link.
  await page.getByRole('link', { name: /Mykonos$/ }).click();
  await expect(page).toHaveURL(`${guestApp}/shoreexcursions/${routeDate(windmills.date)}`);
  await page.getByRole('link', { name: 'Mykonos town and windmills' }).click();
  await page.getByRole('link', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL(`${guestApp}/excursion/${windmills.itinerary?.id}/${windmills.id}`);
  await page.getByRole('checkbox', { name: 'Grace Taylor' }).check();
  await page.getByRole('checkbox', { name: 'Tom Taylor' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Your basket has been updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the basket' }).click();

  // The basket: remove Tom, check out with errors first.
  await expect(page.getByRole('article', { name: 'Mykonos town and windmills' })).toContainText('£78.00');
  await page.getByRole('button', { name: 'Remove Tom Taylor from Mykonos town and windmills' }).click();
  await expect(page.getByRole('article', { name: 'Mykonos town and windmills' })).toContainText('£39.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please accept the Terms & Conditions which are listed below, to continue')).toBeVisible();
  await page.getByLabel('Email address', { exact: true }).fill('grace.taylor@example.com');
  await page.getByLabel('Confirm email address').fill('grace.taylor@example.org');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Email addresses must match')).toBeVisible();
  await page.getByLabel('Confirm email address').fill('grace.taylor@example.com');
  await page.getByLabel('I accept the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The confirmation, then both excursions under the guest's bookings.
  await expect(page).toHaveURL(`${guestApp}/confirmation`);
  await expect(page.getByRole('table', { name: 'Your excursions' })).toContainText('Mykonos town and windmills');
  await expect(page.getByText(/You chose to pay by card/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to My bookings' }).click();
  await expect(page.getByRole('rowheader', { name: 'Mykonos town and windmills (Grace Taylor)' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Naples pizza making (Grace Taylor)' })).toBeVisible();
});

test('a refused booking shows the server’s text', async ({ page }) => {
  await logIn(page);
  const refused = named(DEMO_REFUSED_EXCURSION_NAME);
  await page.goto(`${guestApp}/onboard/bookexcursion/${refused.id}`);
  await page.getByRole('checkbox', { name: 'Tom Taylor' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).check();
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(DEMO_REFUSED_BOOKING_MESSAGE)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a guest who is not logged in is asked to log in to book and comes back to the excursion', async ({ page }) => {
  const pompeii = named('Pompeii ruins');
  await page.goto(`${guestApp}/onboard/excursion/${pompeii.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pompeii ruins' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in to book' }).click();
  await expect(page).toHaveURL(`${guestApp}/login`);
  await page.getByLabel('Booking reference').fill(family.bookingReference);
  await page.getByLabel('Surname of the lead passenger').fill(family.lastName);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${guestApp}/onboard/excursion/${pompeii.id}`);
  await expect(page.getByRole('link', { name: 'Book now' })).toBeVisible();
});

test('signage shows excursions without book buttons', async ({ page }) => {
  const pompeii = named('Pompeii ruins');
  await page.goto(`http://signage.localhost:5175/onboard/excursion/${pompeii.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pompeii ruins' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prices' })).toBeVisible();
  await expect(page.getByRole('link', { name: /book/i })).toHaveCount(0);
});

// Issue 13: after choosing Deutsch a £49 excursion read "49,00 €"; the ship's pounds stay, written the German way.
test('a German guest sees the ship’s pounds written the German way', async ({ page }) => {
  const pompeii = named('Pompeii ruins');
  const adult = pompeii.price?.adult ?? 0;
  const german = new RegExp(`ab ${Math.trunc(adult)},${(adult % 1).toFixed(2).slice(2)}\\s£`, 'i');
  await page.goto(guestApp);
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Through the app, as a guest goes: the dashboard tile, then the port's day.
  await page.getByRole('link', { name: 'Landausflüge' }).click();
  await page.getByRole('link', { name: /(Naples|Neapel)$/ }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Pompeii ruins' }) });
  await expect(card).toContainText(german);
  await expect(page.getByRole('main')).not.toContainText('€');
  await expectNoAxeViolations(page);
});
