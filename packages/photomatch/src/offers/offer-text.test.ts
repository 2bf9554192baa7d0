// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PhotoCart, PhotoConfig } from '@companion/hub-client';
import { translate } from '@companion/shell';
import { photomatchMessages } from '../photomatch-messages';
import { missedOffers } from '../rules/missed-offers';
import { offerText } from './offer-text';

/**
 * Worked examples of the missed-offer sentence (bookable-services.md §3, §9), from the cart's
 * photo-group status as the hub sends it to the sentence the guest reads: remaining trigger count,
 * remaining discounted count (over 10 means no limit), price each or "FREE" without a price.
 */
const config = (forZ: number | null): PhotoConfig => ({
  variants: [],
  bulkPackages: [],
  photoGroups: [{ id: 'offer', blurb: 'Prints offer', forZ }],
});

function sentence(forZ: number | null, trigger: number, discounted: number, language: 'en' | 'de' = 'en'): string[] {
  const cart: PhotoCart = {
    photos: [],
    photoGroups: [
      { id: 'offer', missedOffer: true, missedOfferRemainingTriggerCount: trigger, missedOfferRemainingDiscountedCount: discounted },
    ],
    totals: { grandTotal: 0, grandCount: 0, photoCount: 0 },
  };
  const t = (key: keyof (typeof photomatchMessages)['en'], values?: Record<string, string | number>) =>
    translate(photomatchMessages, language, key, values);
  return missedOffers(cart, config(forZ)).map((offer) => offerText(offer, t, language === 'de' ? 'de-DE' : 'en-GB', 'GBP'));
}

describe('the missed-offer sentence', () => {
  it.each([
    // [forZ, remaining trigger, remaining discounted, what the guest reads]
    [null, 1, 1, 'Prints offer: add 1 more and get the next 1 FREE.'],
    [null, 2, 3, 'Prints offer: add 2 more and get the next 3 FREE.'],
    [0, 1, 1, 'Prints offer: add 1 more and get the next 1 FREE.'],
    [4.99, 3, 2, 'Prints offer: add 3 more and get the next 2 for £4.99 each.'],
    [4.99, 2, 10, 'Prints offer: add 2 more and get the next 10 for £4.99 each.'],
    [4.99, 2, 11, 'Prints offer: add 2 more and get every further one for £4.99 each.'],
    [null, 1, 99, 'Prints offer: add 1 more and get every further one FREE.'],
    [null, 0, 1, 'Prints offer: you can add 1 more FREE.'],
    [4.99, 0, 10, 'Prints offer: you can add 10 more for £4.99 each.'],
    [4.99, 0, 11, 'Prints offer: you can add as many more as you like for £4.99 each.'],
    [null, 0, 12, 'Prints offer: you can add as many more as you like FREE.'],
  ] as const)('price %s, %i to trigger, %i discounted: "%s"', (forZ, trigger, discounted, expected) => {
    expect(sentence(forZ, trigger, discounted)).toEqual([expected]);
  });

  it('says nothing once the offer has nothing left to give', () => {
    expect(sentence(null, 0, 0)).toEqual([]);
  });

  it('is in German too', () => {
    expect(sentence(null, 1, 1, 'de')).toEqual(['Prints offer: noch 1 dazu, und die nächsten 1 gibt es KOSTENLOS.']);
    // German writes the amount "4,99 £" with a no-break space.
    expect(sentence(4.99, 0, 11, 'de')).toEqual(['Prints offer: Sie können beliebig viele weitere für je 4,99\u00a0£ dazunehmen.']);
  });
});
