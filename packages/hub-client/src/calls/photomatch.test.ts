// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubAnswering, json, requestedPath, stubbedHub, TEST_HUB_API_URL } from '../test/fetch-stub';
import { IDEMPOTENCY_KEY_HEADER } from './basket';
import {
  addToPhotoCart,
  getCabinImages,
  getPhotoCart,
  getPhotoConsent,
  photoImageAddress,
  photoViewAddress,
  photoZipAddress,
  placePhotoOrder,
  setPhotoConsent,
} from './photomatch';

const cart = {
  photos: [{ id: 'p1', variants: [{ id: 'print', count: 2, total: 24 }], isDiscounted: false }],
  photoGroups: [{ id: 'three-for-two', missedOffer: true, missedOfferRemainingTriggerCount: 0, missedOfferRemainingDiscountedCount: 1 }],
  totals: { grandTotal: 24, grandCount: 2, photoCount: 1 },
  freeCredits: { remaining: 1 },
};

describe('the photo shop calls (bookable-services §7 "Photos")', () => {
  it('reads the consent: null until the guest decides', async () => {
    const { hub, requests } = stubbedHub(() => json(null));
    expect(await getPhotoConsent(hub)).toEqual({ ok: true, value: null });
    expect(requestedPath(requests[0])).toBe('photo/passenger/consent');
  });

  it('posts the choice as photo/passenger/consent/true or /false', async () => {
    const { hub, requests } = stubbedHub(() => new Response(null, { status: 204 }));
    expect((await setPhotoConsent(hub, true)).ok).toBe(true);
    expect((await setPhotoConsent(hub, false)).ok).toBe(true);
    expect(requests.map((request) => [request.method, requestedPath(request)])).toEqual([
      ['POST', 'photo/passenger/consent/true'],
      ['POST', 'photo/passenger/consent/false'],
    ]);
  });

  it('sends the counts wanted to photomatch/addToCart and reads the cart the hub answers', async () => {
    const { hub, requests } = stubbedHub(() => json(cart));
    const change = { photos: [{ id: 'p1', variants: [{ id: 'print', count: 2 }] }] };
    const result = await addToPhotoCart(hub, change);
    expect(result.ok && result.value.totals.grandTotal).toBe(24);
    expect(requestedPath(requests[0])).toBe('photomatch/addToCart');
    expect(JSON.parse(requests[0]!.body)).toEqual(change);
  });

  it('turns a malformed cart into a typed error the screen shows', async () => {
    const { hub } = hubAnswering({ photos: 'none', totals: {} });
    expect(await getPhotoCart(hub)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('turns malformed photos into a typed error', async () => {
    const { hub } = hubAnswering([{ url: 7 }]);
    expect(await getCabinImages(hub)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('sends the order attempt’s idempotency key with the order', async () => {
    const order = { orderId: 'PO-1', date: '2026-11-23T10:00:00Z', status: 'Received', totals: { grandCount: 2, grandTotal: 24 } };
    const { hub, requests } = stubbedHub(() => json(order));
    expect(await placePhotoOrder(hub, 'key-1')).toMatchObject({ ok: true, value: { orderId: 'PO-1' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requestedPath(requests[0])).toBe('photomatch/order');
    expect(requests[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('key-1');
  });

  it('builds the picture, view and zip addresses, names encoded', () => {
    expect(photoImageAddress(TEST_HUB_API_URL, 'smith 001', 200)).toBe(`${TEST_HUB_API_URL}photomatch/image/smith%20001?width=200`);
    expect(photoViewAddress(TEST_HUB_API_URL, 'smith-001.svg')).toBe(`${TEST_HUB_API_URL}photomatch/viewphoto/smith-001.svg`);
    expect(photoZipAddress(TEST_HUB_API_URL, 'PO-4001.zip')).toBe(`${TEST_HUB_API_URL}photomatch/downloadzip/PO-4001.zip`);
  });
});
