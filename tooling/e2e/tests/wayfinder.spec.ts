import { expect, test } from './fixtures';
import { DEMO_SHIP_NAME, DEMO_UNKNOWN_CABIN, demoGuests } from '@companion/hub-sim';
import { expectNoAxeViolations } from './accessibility';
import { apps } from './apps';

const kiosk = apps[1];

test('by the lifts, a guest finds their cabin on the kiosk’s keypad, then an unknown cabin', async ({ page }) => {
  // Two axe runs over a page of big pictures on a shared two-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1080, height: 1920 });
  await page.goto(kiosk.url);
  await page.getByRole('link', { name: 'Deck Plans' }).click();
  await expect(page).toHaveURL(`${kiosk.url}/shipdetail`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SHIP_NAME })).toBeVisible();

  // The keypad is for fingers: every key at least 64 px each way.
  const keys = page.getByRole('search', { name: 'Cabin number' }).getByRole('button');
  for (const key of await keys.all()) {
    const box = await key.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(64);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(64);
  }

  const cabin = demoGuests.smith.cabin;
  for (const digit of cabin) await page.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Cabin number' })).toHaveValue(cabin);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`Cabin ${cabin} is on deck 7.`, { exact: true })).toBeVisible();
  await expect(page.getByText('You are on deck 5.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deck 7, Destination(s)', pressed: true })).toBeVisible();
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
});

// Needs the apps to fill the shell's wayfinderPanel slot with WayfinderPanel (the lead's wiring).
test('on the guest app, an article with a wayfinder profile shows its destination on the right deck', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${apps[0].url}/content/detail/2001`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Grand Atrium Restaurant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find your way to The Grand Atrium Restaurant' })).toBeVisible();
  await expect(page.getByText('The Grand Atrium Restaurant is on deck 5.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deck 5, Destination(s)', pressed: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Plan of deck 5' })).toBeVisible();
  await expectNoAxeViolations(page);
});
