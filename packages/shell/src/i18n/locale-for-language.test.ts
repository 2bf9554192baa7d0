import { describe, expect, it } from 'vitest';
import { localeForLanguage } from './locale-for-language';

describe('localeForLanguage', () => {
  it.each([
    ['en', 'en-GB', 'GBP'],
    ['de', 'de-DE', 'EUR'],
    ['fr', 'en-GB', 'USD'],
  ])('maps %s to %s and %s', (language, locale, currency) => {
    expect(localeForLanguage(language)).toEqual({ locale, currency });
  });
});
