import type { Translate } from '@companion/shell';
import { formatPrice } from '@companion/ui';
import type { photomatchMessages } from '../photomatch-messages';
import type { MissedOffer } from '../rules/missed-offers';

type Keys = keyof (typeof photomatchMessages)['en'];

/**
 * The missed-offer sentence (bookable-services.md §3, §9): how many more trigger the offer, how
 * many it then discounts ("every further one" over 10), at what price ("FREE" without one).
 */
export function offerText(offer: MissedOffer, t: Translate<Keys>, locale: string, currency: string): string {
  const price = offer.price.kind === 'free' ? t('offerFree') : t('offerEach', { price: formatPrice(offer.price.amount, locale, currency) });
  if (offer.trigger > 0) {
    return offer.discounted === 'unlimited'
      ? t('offerTriggerUnlimited', { blurb: offer.blurb, count: offer.trigger, price })
      : t('offerTrigger', { blurb: offer.blurb, count: offer.trigger, discounted: offer.discounted, price });
  }
  return offer.discounted === 'unlimited'
    ? t('offerDiscountUnlimited', { blurb: offer.blurb, price })
    : t('offerDiscount', { blurb: offer.blurb, count: offer.discounted, price });
}
