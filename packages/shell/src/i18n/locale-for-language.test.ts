// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currencyOf } from '../use-currency';
import { localeForLanguage } from './locale-for-language';

describe('localeForLanguage', () => {
  it.each([
    ['en', 'en-GB'],
    ['de', 'de-DE'],
    ['fr', 'en-GB'],
  ])('writes %s money the %s way', (language, locale) => {
    expect(localeForLanguage(language).locale).toBe(locale);
  });

  // Issue 13: choosing Deutsch turned a £49 excursion into "49,00 €".
  it('keeps pounds for a German guest unless the hub says otherwise', () => {
    expect(localeForLanguage('de')).toEqual({ locale: 'de-DE', currency: 'GBP' });
    expect(localeForLanguage('de', 'EUR')).toEqual({ locale: 'de-DE', currency: 'EUR' });
  });
});

describe('currencyOf', () => {
  const withCurrency = (currency: string | null | undefined) => ({ hub: { currency } });

  it('takes the hub’s currency', () => {
    expect(currencyOf(withCurrency('EUR'))).toBe('EUR');
    expect(currencyOf(withCurrency(' usd '))).toBe('USD');
  });

  it('is pounds when the hub sends none', () => {
    expect(currencyOf(withCurrency(null))).toBe('GBP');
    expect(currencyOf(withCurrency(undefined))).toBe('GBP');
  });

  it('is pounds when the hub sends something that is not a currency code', () => {
    expect(currencyOf(withCurrency('£'))).toBe('GBP');
    expect(currencyOf(withCurrency('pounds'))).toBe('GBP');
  });
});
