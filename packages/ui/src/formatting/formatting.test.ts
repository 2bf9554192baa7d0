// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { datePatternForLocale, formatDate, formatWeekdayDate } from './format-date';
import { formatPrice } from './format-price';
import { formatTime, isMeaningfulTime } from './format-time';

describe('formatTime', () => {
  it('shows 24-hour HH:mm by default', () => {
    expect(formatTime('9:05', false)).toBe('09:05');
  });

  it('shows 12-hour time when the theme asks for it', () => {
    expect(formatTime('21:30', true)).toBe('9:30 PM');
  });

  it('treats "Late" as no time', () => {
    expect(isMeaningfulTime('Late')).toBe(false);
    expect(formatTime('Late', false)).toBe('');
  });

  it('reads the time of an ISO date-time', () => {
    expect(formatTime('2026-11-22T18:45:00+01:00', false)).toBe('18:45');
  });
});

describe('formatDate', () => {
  it.each([
    ['en-GB', '22/11/2026'],
    ['de-DE', '22.11.2026'],
    ['en-US', '11/22/2026'],
  ])('formats for %s as %s', (locale, expected) => {
    expect(formatDate('2026-11-22', locale)).toBe(expected);
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatDate('not a date', 'en-GB')).toBe('');
  });

  it('uses the day-first English pattern for unknown locales', () => {
    expect(datePatternForLocale('fr-FR')).toBe('dd/MM/yyyy');
  });
});

describe('formatPrice', () => {
  it('always shows two decimals', () => {
    expect(formatPrice(45, 'en-GB', 'GBP')).toBe('£45.00');
  });

  it('uses the locale and currency', () => {
    expect(formatPrice(1234.5, 'de-DE', 'EUR')).toBe('1.234,50\u00a0€');
  });

  // Issue 13: the language writes the amount, the currency stays the hub's.
  it('writes pounds the German way for a German guest', () => {
    expect(formatPrice(49, 'de-DE', 'GBP')).toBe('49,00\u00a0£');
  });
});

describe('formatWeekdayDate', () => {
  it.each([
    ['en-GB', 'Sun 22/11/2026'],
    ['de-DE', 'So 22.11.2026'],
    ['en-US', 'Sun 11/22/2026'],
  ])('writes the short weekday before the date in %s', (locale, expected) => {
    expect(formatWeekdayDate('2026-11-22', locale)).toBe(expected);
  });

  it('gives nothing for an unreadable date', () => expect(formatWeekdayDate('not a date', 'en-GB')).toBe(''));
});
