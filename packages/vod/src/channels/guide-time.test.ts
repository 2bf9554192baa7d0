// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guideTime, toIso } from './guide-time';

afterEach(() => vi.restoreAllMocks());

// 2026-11-29 05:00 UTC.
const fiveUtc = Date.UTC(2026, 10, 29, 5, 0) / 1000;

describe('the TV guide’s times', () => {
  it('are the device’s clock, the ship’s time, not UTC', () => {
    // The test workers cannot change their time zone, so the device's clock is made to read
    // 06:00 at 05:00 UTC, as a ship's in the Mediterranean does in winter.
    vi.spyOn(Date.prototype, 'getHours').mockReturnValue(6);
    vi.spyOn(Date.prototype, 'getMinutes').mockReturnValue(0);
    expect(guideTime(fiveUtc, false)).toBe('06:00');
    expect(guideTime(fiveUtc, true)).toBe('6:00 AM');
  });

  it('keep the instant for machines', () => {
    expect(toIso(fiveUtc)).toBe('2026-11-29T05:00:00.000Z');
  });
});
