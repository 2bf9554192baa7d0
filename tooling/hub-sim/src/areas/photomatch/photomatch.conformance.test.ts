// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addToPhotoCart,
  emptyPhotoCart,
  getCabinImages,
  getConditions,
  getConditionsAllowed,
  getPhotoCart,
  getPhotoConfig,
  getPhotoConsent,
  getPhotoOrders,
  loginByPms,
  placePhotoOrder,
  removeFromPhotoCart,
  setPhotoConsent,
} from '@companion/hub-client';
import { demoGuests } from '../../fixtures/guests';
import { demoClient, expectOk } from '../../test/demo-client';
import { PHOTOMATCH_RESET_PATH } from './handlers';

/** Every photo-shop answer goes through hub-client's call and schema: the demo cannot drift from the contract. */
async function loggedIn(guest: keyof typeof demoGuests = 'smith') {
  const client = demoClient();
  const { accountNumber, cabin, pin } = demoGuests[guest];
  client.session.id = expectOk(await loginByPms(client.hub, { accountNumber, location: cabin, pinNo: pin })).sessionId;
  return client;
}

describe('photo shop answers parse with the client schemas', () => {
  it('config, consent, photos, cart changes, conditions, orders', async () => {
    const { hub } = await loggedIn();
    const config = expectOk(await getPhotoConfig(hub));
    expect(config.bulkPackages.filter((bulk) => bulk.upgrade)).toHaveLength(1);
    expect(expectOk(await getPhotoConsent(hub))).toBeNull();
    expectOk(await setPhotoConsent(hub, true));
    expect(expectOk(await getPhotoConsent(hub))).toBe(true);
    const photos = expectOk(await getCabinImages(hub));
    expect(photos).toHaveLength(120);
    expect(new Set(photos.map((photo) => photo.url)).size).toBe(120);
    const cart = expectOk(await addToPhotoCart(hub, { photos: [{ id: photos[0]!.id, variants: [{ id: 'print-6x8', count: 2 }] }] }));
    expect(cart.totals.grandCount).toBe(2);
    expectOk(await addToPhotoCart(hub, { bulkPackageId: 'gala-bundle' }));
    expectOk(await removeFromPhotoCart(hub, { bulkPackageId: 'gala-bundle' }));
    expectOk(await removeFromPhotoCart(hub, { photos: [{ id: photos[0]!.id }] }));
    expectOk(await getPhotoCart(hub));
    expectOk(await emptyPhotoCart(hub));
    expectOk(await getConditions(hub, 'Photoshop'));
    expect(expectOk(await getConditionsAllowed(hub, 'Photoshop')).allowed).toBe(true);
    expectOk(await addToPhotoCart(hub, { photos: [{ id: photos[1]!.id, variants: [{ id: 'digital', count: 1 }] }] }));
    const order = expectOk(await placePhotoOrder(hub, 'key-1'));
    expect(order.digital?.photos).toEqual([`${photos[1]!.id}.svg`]);
    expect(expectOk(await getPhotoOrders(hub)).map((placed) => placed.orderId)).toContain(order.orderId);
  });

  it('puts the shop back to the voyage’s start on the operator’s reset', async () => {
    const { hub, demo } = await loggedIn();
    const seeded = expectOk(await getPhotoOrders(hub)).map((placed) => placed.orderId);
    expectOk(await setPhotoConsent(hub, true));
    const [photo] = expectOk(await getCabinImages(hub));
    expectOk(await addToPhotoCart(hub, { photos: [{ id: photo!.id, variants: [{ id: 'digital', count: 1 }] }] }));
    expectOk(await placePhotoOrder(hub, 'key-1'));
    expectOk(await addToPhotoCart(hub, { photos: [{ id: photo!.id, variants: [{ id: 'print-6x8', count: 1 }] }] }));

    expect((await demo.fetch(`http://app.localhost:8080${PHOTOMATCH_RESET_PATH}`, { method: 'POST' })).ok).toBe(true);
    expect(expectOk(await getPhotoConsent(hub))).toBeNull();
    expect(expectOk(await getPhotoOrders(hub)).map((placed) => placed.orderId)).toEqual(seeded);
    expectOk(await setPhotoConsent(hub, true));
    expect(expectOk(await getPhotoCart(hub)).totals.grandCount).toBe(0);
    // The next order takes the first number again, as in a fresh demo.
    expectOk(await addToPhotoCart(hub, { photos: [{ id: photo!.id, variants: [{ id: 'digital', count: 1 }] }] }));
    expect(expectOk(await placePhotoOrder(hub, 'key-2')).orderId).toBe('PO-4101');
  });
});
