// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isBookable } from './bookable';
import { clampPersons, initialPersons, personsRange } from './persons';
import { upcomingSlots } from './signage-slots';

describe('who may be booked', () => {
  it('books only items with an externalId', () => {
    expect(isBookable({ externalId: 'SPA-11' })).toBe(true);
    expect(isBookable({ externalId: null })).toBe(false);
    expect(isBookable({})).toBe(false);
  });
});

describe('number of persons', () => {
  it('defaults to 1 to 4 when the hub sends no range', () => {
    expect(personsRange('dining', {})).toEqual({ min: 1, max: 4 });
    expect(personsRange('activity', undefined)).toEqual({ min: 1, max: 4 });
  });
  it('takes the hub range when sent', () => {
    expect(personsRange('dining', { minimumNumberOfPersons: 2, maximumNumberOfPersons: 8 })).toEqual({ min: 2, max: 8 });
  });
  it('forces one person for spa whatever the hub says', () => {
    expect(personsRange('spa', { minimumNumberOfPersons: 1, maximumNumberOfPersons: 6 })).toEqual({ min: 1, max: 1 });
    expect(initialPersons('spa')).toBe(1);
  });
  it('starts a selected item with 4 persons', () => {
    expect(initialPersons('dining')).toBe(4);
    expect(initialPersons('activity')).toBe(4);
  });
  it('keeps persons inside the range', () => {
    expect(clampPersons(4, { min: 1, max: 2 })).toBe(2);
    expect(clampPersons(0, { min: 1, max: 4 })).toBe(1);
  });
});

describe('signage time slots', () => {
  const at = (time: string) => new Date(2026, 10, 23, Number(time.slice(0, 2)), Number(time.slice(3)));
  it('scans 5-minute steps from now and shows at most five', () => {
    const slots = {
      '1800': 'Green',
      '1805': 'Yellow',
      '1815': 'Red',
      '1830': 'Green',
      '1900': 'Green',
      '2000': 'Yellow',
      '2100': 'Red',
    } as const;
    expect(upcomingSlots(slots, at('18:02'))).toEqual([
      { time: '18:05', colour: 'Yellow' },
      { time: '18:15', colour: 'Red' },
      { time: '18:30', colour: 'Green' },
      { time: '19:00', colour: 'Green' },
      { time: '20:00', colour: 'Yellow' },
    ]);
  });
  it('includes the slot of the current 5-minute step', () => {
    expect(upcomingSlots({ '1800': 'Green' }, at('18:00'))).toEqual([{ time: '18:00', colour: 'Green' }]);
  });
  it('ignores times off the 5-minute grid and stops at 2400', () => {
    expect(upcomingSlots({ '2302': 'Green', '2355': 'Red', '2400': 'Green' }, at('23:00'))).toEqual([{ time: '23:55', colour: 'Red' }]);
  });
  it('finds nothing once the last slot has passed', () => {
    expect(upcomingSlots({ '1200': 'Green' }, at('13:00'))).toEqual([]);
  });
});
