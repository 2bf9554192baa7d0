import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './accessibility';

const guestApp = 'http://localhost:5173';
const kioskApp = 'http://kiosk.localhost:5174';
const isoDate = (offset: number) => {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');
const shortDate = (iso: string) => dayFirst(iso).replaceAll('-', '/');

test('a guest pages the programme, searches, filters and reads an event; the kiosk has no Filters toggle', async ({ page }) => {
  // Five axe runs and the 2,000-event day: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  await page.goto(`${guestApp}/itinerary/go`);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Programme' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${shortDate(isoDate(0))}, Barcelona` })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Page the strip to the second week and pick its first day, then back to the busy sea day.
  await page.getByRole('button', { name: 'Later days' }).click();
  await page.getByRole('button', { name: new RegExp(shortDate(isoDate(7))) }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${shortDate(isoDate(7))}, Piraeus (Athens)` })).toBeVisible();
  await page.getByRole('button', { name: 'Earlier days' }).click();
  await page.getByRole('button', { name: new RegExp(shortDate(isoDate(1))) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'events' })).toHaveText('2,000 events');

  await page.getByRole('searchbox', { name: 'Search Events' }).fill('wine');
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', /Wine Tasting/);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Deck 6' }).check();
  await expect(page.getByRole('article').first()).toContainText('Chargeable Event');
  await expectNoAxeViolations(page);

  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^View More/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Five Mediterranean wines with our sommelier.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`${kioskApp}/itinerary/go`);
  await expect(page.getByRole('searchbox', { name: 'Search Events' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);

  // A kiosk has no keyboard: the search's keys dock at the screen's foot, and Done puts them away.
  await page.getByRole('searchbox', { name: 'Search Events' }).click();
  const keys = page.getByRole('group', { name: 'On-screen keyboard' });
  for (const letter of 'yoga') await keys.getByRole('button', { name: letter, exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Search Events' })).toHaveValue('yoga');
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', /Yoga/);
  await expectNoAxeViolations(page);
  await keys.getByRole('button', { name: 'Done' }).click();
  await expect(keys).toBeHidden();
});

test('a port day shows its programme, and its View Experiences lands on its excursions', async ({ page }) => {
  await page.goto(`${guestApp}/itinerary/overview`);
  await page.getByRole('link', { name: /Day 6/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naples' })).toBeVisible();
  // The day's programme loads on its own: axe runs once its events are drawn.
  const programme = page.getByRole('region', { name: 'On board that day' });
  await expect(programme.getByRole('listitem')).toHaveCount(5);
  await expect(programme.getByRole('link', { name: /^The day’s whole programme \(\d+ events\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View Experiences' }).click();
  await expect(page).toHaveURL(`${guestApp}/onboard/excursions/${dayFirst(isoDate(5))}`);
  await expect(page.getByRole('link', { name: 'Pompeii ruins' })).toBeVisible();
});

test('the tracker shows coastline and ship with tiles blocked, follows the stream and recovers when it is cut', async ({ page }) => {
  test.setTimeout(150_000);
  await page.route('**/osm/**', (route) => route.abort());
  await page.goto(`${guestApp}/map/tracker/1`);
  const map = page.getByRole('region', { name: 'Map of the voyage' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  // The coastline is drawn on a canvas: some of its pixels are the land colour, not the sea's.
  await expect
    .poll(() =>
      map.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let land = 0;
        for (let index = 0; index < data.length; index += 4) if (data[index] === 0xef && data[index + 1] === 0xe9) land += 1;
        return land;
      }),
    )
    .toBeGreaterThan(1000);
  await expectNoAxeViolations(page);

  const position = page.getByText(/^The ship is at /);
  const first = await position.innerText();
  await expect(position).not.toHaveText(first, { timeout: 30_000 });

  // Cut the stream: no position comes through while it is down; then restore it.
  await page.route('**/cms/events/register**', (route) => route.abort());
  const cut = await position.innerText();
  await expect(position).toHaveText(cut);
  await page.waitForTimeout(12_000);
  await expect(position).toHaveText(cut);
  await page.unroute('**/cms/events/register**');
  await expect(position).not.toHaveText(cut, { timeout: 60_000 });
});
