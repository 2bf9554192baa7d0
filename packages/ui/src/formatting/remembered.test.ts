// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format-date';
import { formatPrice } from './format-price';
import { remembered } from './remembered';

afterEach(() => vi.restoreAllMocks());

describe('remembered (the formatters compute each answer once)', () => {
  it('computes a key once and answers the kept value after', () => {
    const memo = remembered<number>();
    const compute = vi.fn(() => 42);
    expect(memo('a', compute)).toBe(42);
    expect(memo('a', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its limit, forgetting the oldest first', () => {
    const memo = remembered<string>(2);
    const compute = vi.fn((value: string) => value.toUpperCase());
    memo('a', () => compute('a'));
    memo('b', () => compute('b'));
    memo('c', () => compute('c'));
    memo('c', () => compute('c'));
    memo('a', () => compute('a'));
    expect(compute.mock.calls.map(([value]) => value)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('builds one Intl formatter per locale and currency for any number of prices', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const build = vi.fn((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new RealNumberFormat(...args));
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function numberFormat(...args) {
      return build(...args);
    } as typeof Intl.NumberFormat);
    const prices = [12, 49.5, 120].map((amount) => formatPrice(amount, 'en-IE', 'NOK'));
    expect(prices).toEqual([formatPrice(12, 'en-IE', 'NOK'), formatPrice(49.5, 'en-IE', 'NOK'), formatPrice(120, 'en-IE', 'NOK')]);
    expect(build).toHaveBeenCalledTimes(1);
    formatPrice(12, 'de-DE', 'NOK');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('gives each locale its own date pattern for the same day', () => {
    expect(formatDate('2026-11-24', 'en-GB')).toBe('24/11/2026');
    expect(formatDate('2026-11-24', 'de-DE')).toBe('24.11.2026');
    expect(formatDate('2026-11-24', 'en-US')).toBe('11/24/2026');
  });
});
