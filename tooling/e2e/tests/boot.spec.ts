import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';

for (const app of apps) {
  test.describe(`${app.name} app`, () => {
    test('boots from the demo hub and shows its title', async ({ page }) => {
      await page.goto(app.url);
      await expect(page.getByRole('banner')).toContainText(app.title);
      await expect(page).toHaveTitle(app.title);
    });

    test('shows the dashboard tiles of its device profile', async ({ page }) => {
      await page.goto(app.url);
      await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('shows the 404 page for an unknown path', async ({ page }) => {
      await page.goto(`${app.url}/no/such/page`);
      await expect(page.getByText('404 - content not found.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('shows the Server Connection Error page when the hub is down', async ({ page }) => {
      await page.route(/:8080\//, (route) => route.abort('connectionrefused'));
      await page.goto(app.url);
      await expect(page.getByText('Server Connection Error')).toBeVisible();
      await expect(page.getByText('Could not fetch configuration from Hub.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('a tile takes the guest to its page and the logo brings them home', async ({ page }) => {
  await page.goto(apps[0].url);
  await page.getByRole('link', { name: 'Daily Programme' }).click();
  await expect(page).toHaveURL(/\/dailyprogram$/);
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${apps[0].url}/`);
});
