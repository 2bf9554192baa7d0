// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { holidayDate, holidayDateTime } from './holiday-dates';

// hub-client reads a hub's DD/MM/YYYY holiday dates as ISO (schemas/holiday.test.ts).
describe('holiday dates', () => {
  it('writes them in the guest’s locale', () => {
    expect(holidayDate('2026-11-27', 'de-DE')).toBe('27.11.2026');
    expect(holidayDate('2026-11-27', 'en-US')).toBe('11/27/2026');
    expect(holidayDateTime('2026-11-27T19:05', 'en-GB', false)).toBe('27/11/2026 19:05');
    expect(holidayDateTime('2026-11-27 19:05', 'en-US', true)).toBe('11/27/2026 7:05 PM');
  });

  it('passes on what it cannot read as the hub sent it', () => {
    expect(holidayDate('next Friday', 'de-DE')).toBe('next Friday');
    expect(holidayDateTime('soon', 'de-DE', false)).toBe('soon');
    expect(holidayDateTime(undefined, 'de-DE', false)).toBe('');
  });
});
