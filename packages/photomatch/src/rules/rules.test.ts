// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PhotoCart, PhotoConfig, PhotoOrder } from '@companion/hub-client';
import { basketAmount, cartSummary, emptiedCart, photoTotal, shouldOfferUpsell } from './cart-summary';
import { discountedCount, missedOffers, offerPrice } from './missed-offers';
import { sumMoney } from './money';
import { orderDownloads } from './order-downloads';
import { selectionChange, selectionFromCart } from './photo-selection';
import { photoMatchEnabled } from './photo-match-enabled';
import { clampCount, stepCount } from './variant-count';

// Small factories: each test states only what its rule reads.
const totals = (over: Partial<PhotoCart['totals']> = {}): PhotoCart['totals'] => ({
  grandTotal: 0,
  grandCount: 0,
  photoCount: 0,
  bulkName: null,
  bulkTotal: null,
  bulkAdded: false,
  bulkUpgrade: null,
  bulkUpgradePrice: null,
  ...over,
});
const cart = (over: Partial<PhotoCart> = {}): PhotoCart => ({ photos: [], photoGroups: [], totals: totals(), ...over });
const config: PhotoConfig = {
  variants: [
    { id: 'print', price: 12, blurb: '6×8 in print', digital: false },
    { id: 'digital', price: 9.99, blurb: 'Digital copy', digital: true },
  ],
  bulkPackages: [],
  photoGroups: [
    { id: 'three-for-two', blurb: '3 for 2 on prints', forZ: null },
    { id: 'digital-five', blurb: 'Five digital, then £4.99', forZ: 4.99 },
  ],
};

describe('variant counts (bookable-services §5)', () => {
  it('never go below 0', () => {
    expect(stepCount(0, -1, false)).toBe(0);
    expect(clampCount(-3, false)).toBe(0);
  });
  it('allow at most 1 digital copy', () => {
    expect(stepCount(1, 1, true)).toBe(1);
    expect(clampCount(4, true)).toBe(1);
  });
  it('let prints grow', () => {
    expect(stepCount(2, 1, false)).toBe(3);
  });
});

describe('money', () => {
  it('adds in pence: £0.10 + £0.20 is £0.30 exactly', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
  });
});

describe('cart totals', () => {
  // Worked example: 3 prints under 3-for-2 (£24.00), 1 free digital copy, Gala bundle £39.00 → £63.00, 5 items.
  const filled = cart({
    photos: [
      { id: 'a', variants: [{ id: 'print', count: 2, total: 24 }], isDiscounted: false },
      {
        id: 'b',
        variants: [
          { id: 'print', count: 1, total: 0 },
          { id: 'digital', count: 1, total: 0 },
        ],
        isDiscounted: true,
        isFreeVariant: true,
      },
    ],
    bulkUpgradeId: 'voyage',
    freeCredits: { remaining: 1 },
    totals: totals({
      grandTotal: 63,
      grandCount: 5,
      photoCount: 2,
      bulkName: 'Gala bundle',
      bulkTotal: 39,
      bulkAdded: true,
      bulkUpgrade: 'Voyage Collection',
      bulkUpgradePrice: 110.01,
    }),
  });

  it('reads the grand total, counts, package, upgrade and free credits', () => {
    expect(cartSummary(filled)).toEqual({
      isEmpty: false,
      grandTotal: 63,
      itemCount: 5,
      photoCount: 2,
      bulk: { name: 'Gala bundle', total: 39 },
      upgrade: { id: 'voyage', name: 'Voyage Collection', price: 110.01 },
      freeCreditsRemaining: 1,
    });
  });
  it('sums a photo from its variants', () => {
    expect(
      photoTotal({
        id: 'x',
        variants: [
          { id: 'print', count: 2, total: 24 },
          { id: 'digital', count: 1, total: 9.99 },
        ],
      }),
    ).toBe(33.99);
  });
  it('is empty with no copies and no package', () => {
    expect(cartSummary(cart()).isEmpty).toBe(true);
    expect(
      cartSummary(cart({ totals: totals({ bulkAdded: true, bulkName: 'Gala', bulkTotal: 39, grandTotal: 39, grandCount: 1 }) })).isEmpty,
    ).toBe(false);
  });
  it('offers no upgrade without an upgrade package id', () => {
    expect(cartSummary(cart({ totals: totals({ bulkUpgrade: 'Voyage' }) })).upgrade).toBeUndefined();
  });
  it('shows the basket amount only with entries and consent given', () => {
    expect(basketAmount(filled, true)).toBe(63);
    expect(basketAmount(filled, false)).toBeUndefined();
    expect(basketAmount(filled, null)).toBeUndefined();
    expect(basketAmount(cart(), true)).toBeUndefined();
  });
  it('offers the upsell once, only when an upgrade exists', () => {
    expect(shouldOfferUpsell(filled, false)).toBe(true);
    expect(shouldOfferUpsell(filled, true)).toBe(false);
    expect(shouldOfferUpsell(cart(), false)).toBe(false);
  });
  it('is emptied by a successful order', () => {
    expect(cartSummary(emptiedCart(filled)).isEmpty).toBe(true);
  });
});

describe('missed offers (bookable-services §9)', () => {
  it('say how many more trigger the offer and how many it discounts', () => {
    const status = cart({
      photoGroups: [
        { id: 'three-for-two', missedOffer: true, missedOfferRemainingTriggerCount: 1, missedOfferRemainingDiscountedCount: 1 },
      ],
    });
    expect(missedOffers(status, config)).toEqual([
      { offerId: 'three-for-two', blurb: '3 for 2 on prints', trigger: 1, discounted: 1, price: { kind: 'free' } },
    ]);
  });
  it('treat a discounted count over 10 as no limit, and 10 as 10', () => {
    expect(discountedCount(11)).toBe('unlimited');
    expect(discountedCount(10)).toBe(10);
  });
  it('are FREE without a price, priced each otherwise', () => {
    expect(offerPrice(null)).toEqual({ kind: 'free' });
    expect(offerPrice(undefined)).toEqual({ kind: 'free' });
    expect(offerPrice(4.99)).toEqual({ kind: 'each', amount: 4.99 });
  });
  it('leave out offers not missed, used up, or unknown to the shop', () => {
    const status = cart({
      photoGroups: [
        { id: 'three-for-two', missedOffer: false, missedOfferRemainingTriggerCount: 1, missedOfferRemainingDiscountedCount: 1 },
        { id: 'digital-five', missedOffer: true, missedOfferRemainingTriggerCount: 0, missedOfferRemainingDiscountedCount: 0 },
        { id: 'retired', missedOffer: true, missedOfferRemainingTriggerCount: 2, missedOfferRemainingDiscountedCount: 1 },
      ],
    });
    expect(missedOffers(status, config)).toEqual([]);
  });
});

describe('choosing copies of one photo', () => {
  const inCart = cart({ photos: [{ id: 'p1', variants: [{ id: 'print', count: 2, total: 24 }] }] });
  it('starts from the cart', () => {
    expect(selectionFromCart('p1', inCart, config)).toEqual({ print: 2, digital: 0 });
  });
  it('sends only what changed, 0 to take a variant out', () => {
    expect(selectionChange('p1', { print: 0, digital: 1 }, { print: 2, digital: 0 })).toEqual({
      photos: [
        {
          id: 'p1',
          variants: [
            { id: 'print', count: 0 },
            { id: 'digital', count: 1 },
          ],
        },
      ],
    });
    expect(selectionChange('p1', { print: 2, digital: 0 }, { print: 2, digital: 0 })).toBeUndefined();
  });
});

describe('order downloads', () => {
  const order = (photos: number, over: Partial<NonNullable<PhotoOrder['digital']>> = {}): PhotoOrder => ({
    orderId: 'PO-1',
    date: '2026-11-23T10:00:00Z',
    status: 'Completed',
    totals: { grandCount: photos, grandTotal: 10 },
    digital: { photos: Array.from({ length: photos }, (_, i) => `p${i}.svg`), zip: 'PO-1.zip', ...over },
  });
  it('offers the zip only above 9 photos', () => {
    expect(orderDownloads(order(9), false)).toMatchObject({ kind: 'ready', zip: undefined });
    expect(orderDownloads(order(10), false)).toMatchObject({ kind: 'ready', zip: 'PO-1.zip' });
  });
  it('offers nothing to download on a kiosk', () => {
    expect(orderDownloads(order(10), true)).toEqual({ kind: 'kiosk' });
  });
  it('says when the photos are not ready', () => {
    expect(orderDownloads(order(0, { statusNotReady: true }), false)).toEqual({ kind: 'not-ready' });
  });
  it('has nothing for a prints-only order', () => {
    expect(orderDownloads(order(0), false)).toEqual({ kind: 'none' });
  });
});

describe('photoMatchEnabled', () => {
  const withSetting = (value: unknown) => ({ hub: { uiSettings: { photoMatchEnabled: value } } }) as never;
  it('is on for true or "true", off when absent or false', () => {
    expect(photoMatchEnabled(withSetting(true))).toBe(true);
    expect(photoMatchEnabled(withSetting('true'))).toBe(true);
    expect(photoMatchEnabled(withSetting(false))).toBe(false);
    expect(photoMatchEnabled({ hub: {} })).toBe(false);
  });
});
