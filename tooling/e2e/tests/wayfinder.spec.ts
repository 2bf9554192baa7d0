import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_SHIP_NAME, DEMO_UNKNOWN_CABIN, demoGuests } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';

const kiosk = apps[1];

/** Kiosk touch targets: at least 64 px each way, measured as laid out. */
async function expectTouchTargets(targets: Locator, count: number) {
  await expect(targets).toHaveCount(count);
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0, await target.innerText()).toBeGreaterThanOrEqual(64);
    expect(box?.width ?? 0, await target.innerText()).toBeGreaterThanOrEqual(64);
  }
}

test('by the lifts, a guest finds their cabin on the kiosk’s keypad, then an unknown cabin', async ({ page }) => {
  // Two axe runs over a page of big pictures on a shared two-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1080, height: 1920 });
  await page.goto(kiosk.url);
  await page.getByRole('link', { name: 'Deck Plans' }).click();
  await expect(page).toHaveURL(`${kiosk.url}/shipdetail`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SHIP_NAME })).toBeVisible();

  // The keypad and the deck buttons are for fingers: every one at least 64 px each way.
  await expectTouchTargets(page.getByRole('search', { name: 'Cabin number' }).getByRole('button'), 13);
  await expectTouchTargets(page.getByRole('list', { name: 'Decks' }).getByRole('button'), 14);

  const cabin = demoGuests.smith.cabin;
  for (const digit of cabin) await page.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Cabin number' })).toHaveValue(cabin);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`Cabin ${cabin} is on deck 7.`, { exact: true })).toBeVisible();
  await expect(page.getByText('You are on deck 5.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deck 7, your destination', pressed: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Plan of deck 7' }).first()).toBeVisible();
  // The side view and the plan are real pictures that have loaded.
  const sideView = page.getByRole('img', { name: `The ship from the side: Cabin ${cabin} is on deck 7` });
  await expect.poll(() => sideView.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^C\s*Clear$/ }).click();
  for (const digit of DEMO_UNKNOWN_CABIN) await page.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Cabin number' })).toHaveValue(DEMO_UNKNOWN_CABIN);
  // The physical keyboard's Enter searches too.
  await page.getByRole('textbox', { name: 'Cabin number' }).press('Enter');
  await expect(page.getByText('The cabin could not be found, please search for another cabin')).toBeVisible();
  await expect(page.getByText(`Cabin ${cabin} is on deck 7.`, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An article's panel on the kiosk: the destination, and the kiosk's own deck marked.
  await page.goto(`${kiosk.url}/content/detail/2001`);
  await expect(page.getByText('The Grand Atrium Restaurant is on deck 5.', { exact: true })).toBeVisible();
  await expect(page.getByText('You are on deck 5.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deck 5, your destination, you are here', pressed: true })).toBeVisible();
  await expectTouchTargets(page.getByRole('list', { name: 'Decks' }).getByRole('button'), 14);
  await expectTouchTargets(page.getByText('Find a cabin', { exact: true }), 1);
});

// Needs the apps to fill the shell's wayfinderPanel slot with WayfinderPanel (the lead's wiring).
test('on the guest app, an article with a wayfinder profile shows its destination on the right deck; /shipdetail shows the ship', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${apps[0].url}/content/detail/2001`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Grand Atrium Restaurant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find your way to The Grand Atrium Restaurant' })).toBeVisible();
  await expect(page.getByText('The Grand Atrium Restaurant is on deck 5.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deck 5, your destination', pressed: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Plan of deck 5' })).toBeVisible();
  await expectNoAxeViolations(page);

  // /shipdetail shows the ship: technical data in two columns, cabin categories, deck plans.
  await page.goto(`${apps[0].url}/shipdetail`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SHIP_NAME })).toBeVisible();
  const technical = page.getByRole('region', { name: 'Technical data' });
  await expect(technical.locator('dl')).toHaveCount(2);
  await expect(technical).toContainText('Gross tonnage');
  await expect(page.getByRole('list', { name: 'Cabin categories' })).toContainText('Balcony Stateroom');
  await page.getByRole('button', { name: 'Deck 8', exact: true }).click();
  const plan = page.getByRole('img', { name: 'Plan of deck 8' });
  await expect.poll(() => plan.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
