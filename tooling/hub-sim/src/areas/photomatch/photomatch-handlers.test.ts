// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addToPhotoCart,
  getCabinImages,
  getPhotoOrders,
  loginByPms,
  placePhotoOrder,
  setPhotoConsent,
  type HubClient,
} from '@companion/hub-client';
import { demoGuests } from '../../fixtures/guests';
import { demoClient, expectOk } from '../../test/demo-client';
import { sceneTheme } from '../../media/image-svg';
import { demoBulkPackages, demoPhotoOffers } from './fixtures/photo-shop';
import { crc32 } from '../../media/crc32';

async function optedIn(guest: keyof typeof demoGuests = 'smith') {
  const client = demoClient();
  const { accountNumber, cabin, pin } = demoGuests[guest];
  client.session.id = expectOk(await loginByPms(client.hub, { accountNumber, location: cabin, pinNo: pin })).sessionId;
  expectOk(await setPhotoConsent(client.hub, true));
  const photos = expectOk(await getCabinImages(client.hub));
  return { ...client, photos };
}

const set = (hub: HubClient, id: string | number, variant: string, count: number) =>
  addToPhotoCart(hub, { photos: [{ id, variants: [{ id: variant, count }] }] });

describe('the demo photo shop', () => {
  it('shows no photos before the guest opts in', async () => {
    const client = demoClient();
    const { accountNumber, cabin, pin } = demoGuests.smith;
    client.session.id = expectOk(await loginByPms(client.hub, { accountNumber, location: cabin, pinNo: pin })).sessionId;
    expect(expectOk(await getCabinImages(client.hub))).toEqual([]);
  });

  it('prices 3 for 2: the third 6×8 print is free, and says one more print would be free after two', async () => {
    const { hub, photos } = await optedIn();
    const two = expectOk(await set(hub, photos[0]!.id, 'print-6x8', 2));
    // £12 × 2; the offer now waits for a third print.
    expect(two.totals.grandTotal).toBe(24);
    expect(two.photoGroups.find((group) => group.id === 'three-for-two')).toMatchObject({
      missedOffer: true,
      missedOfferRemainingTriggerCount: 0,
      missedOfferRemainingDiscountedCount: 1,
    });
    const three = expectOk(await set(hub, photos[1]!.id, 'print-6x8', 1));
    expect(three.totals.grandTotal).toBe(24);
    expect(three.photos.find((photo) => photo.id === photos[1]!.id)?.isDiscounted).toBe(true);
  });

  it('spends the free credits on the first two digital copies, then charges £9.99', async () => {
    const { hub, photos } = await optedIn();
    for (const photo of photos.slice(0, 3)) await set(hub, photo.id, 'digital', 1);
    const cart = expectOk(await set(hub, photos[3]!.id, 'print-8x10', 1));
    expect(cart.freeCredits?.remaining).toBe(0);
    // 2 free + £9.99 + £18.50.
    expect(cart.totals.grandTotal).toBe(28.49);
    expect(cart.photos.filter((photo) => photo.isFreeVariant)).toHaveLength(2);
  });

  it('refuses a second digital copy and a negative count', async () => {
    const { hub, photos } = await optedIn();
    expect((await set(hub, photos[0]!.id, 'digital', 2)).ok).toBe(false);
    expect((await set(hub, photos[0]!.id, 'print-6x8', -1)).ok).toBe(false);
  });

  it('offers the Voyage Collection as the upgrade, priced as what it adds', async () => {
    const { hub, photos } = await optedIn();
    const cart = expectOk(await set(hub, photos[0]!.id, 'print-6x8', 1));
    expect(cart.totals.bulkUpgrade).toBe('Voyage Collection');
    expect(cart.totals.bulkUpgradePrice).toBe(149);
  });

  it('takes an order once per idempotency key and empties the cart', async () => {
    const { hub, photos } = await optedIn();
    await set(hub, photos[0]!.id, 'print-6x8', 1);
    const first = expectOk(await placePhotoOrder(hub, 'same-key'));
    const again = expectOk(await placePhotoOrder(hub, 'same-key'));
    expect(again.orderId).toBe(first.orderId);
    expect(expectOk(await getPhotoOrders(hub)).filter((order) => order.orderId === first.orderId)).toHaveLength(1);
  });

  it("refuses Anna Berger's orders (the demo's failing order)", async () => {
    const { hub, photos } = await optedIn('berger');
    await set(hub, photos[0]!.id, 'print-6x8', 1);
    const result = await placePhotoOrder(hub, 'k');
    expect(result.ok ? undefined : result.error).toMatchObject({ kind: 'http', status: 422 });
  });

  it('serves a real zip of an order with more than 9 digital photos', async () => {
    const { hub, demo } = await optedIn();
    const orders = expectOk(await getPhotoOrders(hub));
    const big = orders.find((order) => (order.digital?.photos.length ?? 0) > 9)!;
    const response = await demo.fetch(`http://app.localhost:8080/api/photomatch/downloadzip/${big.digital!.zip!}`);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(bytes.buffer);
    // Local file header signature, then the end-of-central-directory record naming every photo.
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(bytes.length - 22 + 10, true)).toBe(big.digital!.photos.length);
  });

  it("matches 120 photos to Emily Smith, each its own picture, across embarkation day's occasions", async () => {
    const { photos, demo } = await optedIn();
    expect(photos).toHaveLength(120);
    const pictures = await Promise.all(
      photos.map(async (photo) => {
        const response = await demo.fetch(`http://app.localhost:8080/api/photomatch/image/${String(photo.url)}?width=200`);
        expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
        return response.text();
      }),
    );
    // No two pictures alike, and not one motif repeated: six kinds of scene (gala, port, dinner, ...).
    expect(new Set(pictures).size).toBe(120);
    expect(new Set(photos.map((photo) => sceneTheme(String(photo.url)))).size).toBeGreaterThanOrEqual(6);
  });

  it('sells three packages, one of them the upgrade, and a "3 for 2" photo-group offer', () => {
    expect(demoBulkPackages).toHaveLength(3);
    expect(demoBulkPackages.filter((bulk) => bulk.upgrade).map((bulk) => bulk.title)).toEqual(['Voyage Collection']);
    expect(demoPhotoOffers.find((offer) => offer.id === 'three-for-two')).toMatchObject({ trigger: 2, discounted: 1, forZ: null });
  });

  it('serves each digital photo of an order to view', async () => {
    const { hub, demo } = await optedIn();
    const big = expectOk(await getPhotoOrders(hub)).find((order) => (order.digital?.photos.length ?? 0) > 9)!;
    const names = big.digital!.photos;
    const views = await Promise.all(names.map((name) => demo.fetch(`http://app.localhost:8080/api/photomatch/viewphoto/${name}`)));
    expect(views.every((view) => view.ok && view.headers.get('Content-Type') === 'image/svg+xml')).toBe(true);
    expect((await demo.fetch('http://app.localhost:8080/api/photomatch/viewphoto/nobody.svg')).status).toBe(404);
  });

  it('puts every photo of the upgrade package into the order, so it comes with a zip', async () => {
    const { hub, photos } = await optedIn();
    await set(hub, photos[0]!.id, 'print-6x8', 2);
    expectOk(await addToPhotoCart(hub, { bulkPackageId: 'voyage-collection' }));
    const order = expectOk(await placePhotoOrder(hub, 'upgrade-key'));
    expect(order.digital?.photos).toHaveLength(120);
    expect(order.digital?.zip).toBe(`${String(order.orderId)}.zip`);
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
