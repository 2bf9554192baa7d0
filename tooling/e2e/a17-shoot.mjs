// Screenshot script for helper a17 (not committed).
import { chromium } from '@playwright/test';
const out = '/work/wt/a17-shots';
const guestApp = 'http://localhost:5173';
const kiosk = 'http://kiosk-resco.localhost:5174';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function shoot(page, name) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: false });
}

async function guest(width, height, tag) {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${guestApp}/login`);
  await page.getByLabel('Booking reference').fill('AUR123456');
  await page.getByLabel('Surname of the lead passenger').fill('Smith');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${guestApp}/my_holiday`);
  await page.waitForTimeout(2200);
  await page.goto(`${guestApp}/photomatch/consent`);
  await page.getByRole('button', { name: 'Yes, match my photos' }).or(page.getByRole('link', { name: 'Go to the photo shop' })).first().waitFor();
  await shoot(page, `${tag}-consent`);
  if (await page.getByText('You have not decided yet.').isVisible()) {
    await page.getByRole('button', { name: 'Yes, match my photos' }).click();
    await page.waitForURL(`${guestApp}/photomatch/overview`);
  } else await page.goto(`${guestApp}/photomatch/overview`);
  await shoot(page, `${tag}-overview`);
  await page.getByRole('link', { name: 'My Photos', exact: true }).click();
  await page.getByText('120 photos of you').waitFor();
  await shoot(page, `${tag}-myphotos`);
  await page.mouse.wheel(0, 1500);
  await shoot(page, `${tag}-myphotos-scrolled`);
  await page.getByRole('button', { name: /^Open Photo 1: / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'One more: 6×8 in print' }).click();
  await dialog.getByRole('button', { name: 'One more: 6×8 in print' }).click();
  await dialog.getByRole('button', { name: 'Update photo basket' }).click();
  await dialog.getByText('Photo basket updated.').waitFor();
  await shoot(page, `${tag}-largeview`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /^Open Photo 2: / }).click();
  await dialog.getByRole('button', { name: 'One more: Digital copy' }).click();
  await dialog.getByRole('button', { name: 'Update photo basket' }).click();
  await dialog.getByText('Photo basket updated.').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto(`${guestApp}/photomatch/packages`);
  await page.getByRole('article').first().waitFor();
  await shoot(page, `${tag}-packages`);
  await page.goto(`${guestApp}/photomatch/cart`);
  await page.getByRole('button', { name: 'Place order' }).waitFor();
  await shoot(page, `${tag}-cart`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByText('Please accept the Terms & Conditions, before placing your order').waitFor();
  await page.getByRole('button', { name: 'Place order' }).scrollIntoViewIfNeeded();
  await shoot(page, `${tag}-cart-conditions`);
  await page.getByRole('checkbox', { name: 'I accept the Terms & Conditions' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('dialog', { name: 'Upgrade to Voyage Collection?' }).waitFor();
  await shoot(page, `${tag}-upsell`);
  await page.getByRole('button', { name: 'No thanks, place my order' }).click();
  await page.waitForURL(`${guestApp}/photomatch/orderconfirmation`);
  await shoot(page, `${tag}-confirmation`);
  await page.getByRole('link', { name: 'See my orders' }).click();
  await page.getByRole('link', { name: /^Order PO-4001/ }).waitFor();
  await shoot(page, `${tag}-orders`);
  await page.getByRole('link', { name: /^Order PO-4001/ }).click();
  await page.getByRole('link', { name: 'Download all photos (zip)' }).waitFor();
  await shoot(page, `${tag}-orderdetail`);
  await page.goto(`${guestApp}/photomatch/cart`);
  await page.getByText('Your photo basket is empty.').waitFor();
  await shoot(page, `${tag}-cart-empty`);
  await context.close();
}

async function onKiosk() {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
  const page = await context.newPage();
  await page.goto(`${kiosk}/login`);
  await page.getByLabel('Card reader').pressSequentially(';100200=2612?');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(2500);
  await page.goto(`${kiosk}/photomatch/overview`);
  const accept = page.getByRole('button', { name: 'Yes, match my photos' });
  const orders = page.getByRole('link', { name: 'Orders', exact: true });
  await accept.or(orders).first().waitFor();
  if (await accept.isVisible()) await accept.click();
  await orders.waitFor();
  await shoot(page, 'kiosk-overview');
  await page.goto(`${kiosk}/photomatch/myphotos`);
  await page.getByText(/photos of you/).waitFor();
  await shoot(page, 'kiosk-myphotos');
  await page.goto(`${kiosk}/photomatch/packages`);
  await page.getByRole('article').first().waitFor();
  await shoot(page, 'kiosk-packages');
  await page.goto(`${kiosk}/photomatch/orders`);
  await page.getByRole('link', { name: /^Order PO-4001/ }).click();
  await page.getByText('Download not available on kiosk').waitFor();
  await shoot(page, 'kiosk-orderdetail');
  await context.close();
}

const which = process.argv[2] ?? 'all';
if (which === 'all' || which === 'phone') await guest(390, 844, 'phone');
if (which === 'all' || which === 'desktop') await guest(1920, 1080, 'desktop');
if (which === 'all' || which === 'kiosk') await onKiosk();
await browser.close();
