import { expect, test } from './fixtures';
import { DEMO_EMPTY_MARKETPLACE_CITY, demoMarketplaceActivity } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';

const guestApp = 'http://localhost:5173';
const fjord = demoMarketplaceActivity('Fjord cruise to Mostraumen');
const troldhaugen = demoMarketplaceActivity('Edvard Grieg’s home at Troldhaugen with lunch concert');

test('a guest goes from the dashboard through countries and cities to an activity’s price, duration and highlights', async ({ page }) => {
  await page.goto(guestApp);
  await page.getByRole('link', { name: 'Tours & Activities' }).click();
  await expect(page).toHaveURL(`${guestApp}/musement`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tours and activities' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Countries' }).getByRole('link')).toHaveCount(9);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Norway' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tours and activities in Norway' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Bergen' }).click();
  await expect(page).toHaveURL(`${guestApp}/musement/${fjord.countryId}/${fjord.cityId}`);
  const card = page.getByRole('article', { name: fjord.activity.title });
  await expect(card).toContainText('£62.00');
  await expect(card).toContainText('3 Hours');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: fjord.activity.title }).click();
  await expect(page).toHaveURL(`${guestApp}/musement/activity/${fjord.activity.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: fjord.activity.title })).toBeVisible();
  const facts = page.getByRole('complementary', { name: 'At a glance' });
  await expect(facts).toContainText('£62.00');
  await expect(facts).toContainText('3 Hours');
  await expect(page.getByRole('heading', { level: 2, name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('listitem').getByText('Waterfalls close enough to touch', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Inclusions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Exclusions' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Picture 1 of 4: ${fjord.activity.title}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to Bergen's list, and an activity of exactly an hour.
  await page.getByRole('link', { name: 'Back to the activities' }).click();
  await page.getByRole('link', { name: troldhaugen.activity.title }).click();
  await expect(page.getByRole('complementary', { name: 'At a glance' })).toContainText('1 Hour');
});

test('a city without activities says so', async ({ page }) => {
  await page.goto(`${guestApp}/musement/${DEMO_EMPTY_MARKETPLACE_CITY.countryId}`);
  await page.getByRole('link', { name: DEMO_EMPTY_MARKETPLACE_CITY.name }).click();
  await expect(page.getByText('No activities found for this location.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('river cruise excursions show each configured place’s activities', async ({ page }) => {
  const cologne = demoMarketplaceActivity('Cologne Cathedral tower climb');
  const koblenz = demoMarketplaceActivity('Ehrenbreitstein Fortress by cable car');
  await page.goto(
    `${guestApp}/musement-river/excursions?city=${cologne.countryId}/${cologne.cityId}&city=${koblenz.countryId}/${koblenz.cityId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'River cruise excursions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Cologne', 'Koblenz']);
  await expect(page.getByRole('link', { name: koblenz.activity.title })).toBeVisible();
  await expectNoAxeViolations(page);
});
