// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '@companion/ui';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  const evening = new Date(2026, 10, 22, 21, 5);

  it.each([
    [false, 'en-GB'],
    [true, 'en-US'],
    [false, 'de-DE'],
  ])('agrees with the luxon formats (12-hour %s, %s)', (use12HourTime, dateLocale) => {
    const clock = formatClock(evening, { use12HourTime, dateLocale });
    expect(clock.time).toBe(formatTime('21:05', use12HourTime));
    expect(clock.date).toBe(formatDate('2026-11-22', dateLocale));
  });

  it('shows midnight and noon as 12 on a 12-hour clock', () => {
    expect(formatClock(new Date(2026, 0, 1, 0, 0), { use12HourTime: true, dateLocale: 'en-US' }).time).toBe('12:00 AM');
    expect(formatClock(new Date(2026, 0, 1, 12, 30), { use12HourTime: true, dateLocale: 'en-US' }).time).toBe('12:30 PM');
  });
});
