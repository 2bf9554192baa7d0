// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApplicableGuest } from '@companion/hub-client';
import { availabilityLabelFor } from './availability-label';
import { bookingProblems, isSelectable, nobodyCanGo, spotsForAll } from './booking-rules';
import { spotsFrom, UNKNOWN_SPOTS } from './booking-spots';
import { childAgeBand, childPriceOf } from './child-price';
import { matchesDuration } from './duration-filter';
import { fromPriceOf } from './from-price';
import { hubDateFromRoute, isoOfRouteDate, routeDateOfIso, todayRouteDate } from './list-dates';

describe('availability label', () => {
  it.each([
    [1, { kind: 'remaining', spaces: 1 }],
    [9, { kind: 'remaining', spaces: 9 }],
    [10, { kind: 'limited' }],
    [20, { kind: 'limited' }],
  ])('%i spaces: %o', (spaces, label) => expect(availabilityLabelFor(spaces)).toEqual(label));
  it.each([0, 21, 60, null, undefined])('%s spaces: no label', (spaces) => expect(availabilityLabelFor(spaces)).toBeUndefined());
});

describe('duration filter (minutes, both bounds included)', () => {
  it.each([
    ['short', 0, true],
    ['short', 120, true],
    ['short', 121, false],
    ['medium', 119, false],
    ['medium', 120, true],
    ['medium', 300, true],
    ['medium', 301, false],
    ['long', 299, false],
    ['long', 300, true],
    ['long', 1440, true],
    ['all', 0, true],
    ['all', 1440, true],
    ['all', 2000, false],
  ] as const)('%s with %i minutes: %s', (filter, minutes, expected) => expect(matchesDuration(minutes, filter)).toBe(expected));
  it('an excursion without a duration shows only under all', () => {
    expect(matchesDuration(null, 'all')).toBe(true);
    expect(matchesDuration(null, 'short')).toBe(false);
  });
});

describe('child price', () => {
  it('bands children 3 to 12 unless the minimum age is above 2', () => {
    expect(childAgeBand(null)).toBe('(3-12)');
    expect(childAgeBand(2)).toBe('(3-12)');
    expect(childAgeBand(5)).toBe('(5-12)');
    expect(childAgeBand(12)).toBe('(12-12)');
    expect(childAgeBand(16)).toBe('');
  });
  it('is N/A above 12 or without a price, FREE at 0, otherwise the price', () => {
    expect(childPriceOf(20, 13)).toEqual({ kind: 'not-available' });
    expect(childPriceOf(null, 5)).toEqual({ kind: 'not-available' });
    expect(childPriceOf(0, null)).toEqual({ kind: 'free' });
    expect(childPriceOf(22.5, 12)).toEqual({ kind: 'price', amount: 22.5 });
  });
});

describe('from price', () => {
  const priced = (adult: number | null, child: number | null, minimumAge: number | null = null) => ({
    price: { adult, child },
    minimumAge,
  });
  it('is the adult price when adults can go', () => {
    expect(fromPriceOf(priced(79, 39))).toBe(79);
    expect(fromPriceOf(priced(29, 0))).toBe(29);
    expect(fromPriceOf(priced(119, null, 18))).toBe(119);
  });
  it('is the child price when adults are not priced (a kids’ outing)', () => {
    expect(fromPriceOf(priced(0, 15, 4))).toBe(15);
    expect(fromPriceOf(priced(null, 15))).toBe(15);
  });
  it('is none when no price applies, and 0 only when the excursion is free', () => {
    expect(fromPriceOf(priced(null, null))).toBeUndefined();
    expect(fromPriceOf(priced(null, 15, 14))).toBeUndefined();
    expect(fromPriceOf({ price: null })).toBeUndefined();
    expect(fromPriceOf(priced(0, 0))).toBe(0);
    expect(fromPriceOf(priced(0, null))).toBe(0);
  });
});

describe('spots', () => {
  it('are 99 when the availability is unknown or positive without a count', () => {
    expect(spotsFrom(undefined)).toBe(UNKNOWN_SPOTS);
    expect(spotsFrom({ currentAvailability: null })).toBe(99);
    expect(spotsFrom({ currentAvailability: null, available: true })).toBe(99);
  });
  it('are the hub’s count when it sends one, none when it is not available', () => {
    expect(spotsFrom({ currentAvailability: 3 })).toBe(3);
    expect(spotsFrom({ currentAvailability: -2 })).toBe(0);
    expect(spotsFrom({ currentAvailability: null, available: false })).toBe(0);
  });
});

const guest = (firstName: string, passengerType?: string): ApplicableGuest => ({
  accountNumber: firstName,
  firstName,
  lastName: 'Smith',
  ...(passengerType ? { passengerType } : {}),
});

const family = [guest('Emily', 'Adult'), guest('James'), guest('Lily', 'Child'), guest('Noah', 'Infant')];

describe('booking rules', () => {
  it('asks for terms and at least one passenger', () => {
    expect(bookingProblems([], false, 99, family)).toEqual(['noPassenger', 'termsRequired']);
  });
  it('refuses more guests than spots', () => {
    expect(bookingProblems([guest('Emily'), guest('James')], true, 1, family)).toEqual(['tooManyPassengers']);
  });
  it('needs an adult with children and infants when an adult of the party may go', () => {
    expect(bookingProblems([guest('Lily', 'Child')], true, 99, family)).toEqual(['excursion_error_no_adult_on_excursion']);
    expect(bookingProblems([guest('Noah', 'Infant')], true, 99, family)).toEqual(['excursion_error_no_adult_on_excursion']);
    expect(bookingProblems([guest('Lily', 'Child'), guest('Emily', 'Adult')], true, 99, family)).toEqual([]);
    // One adult ruled out is not enough: the other may still go along.
    const oneAdultOut = [{ ...guest('Emily', 'Adult'), disabled: true }, guest('James'), guest('Lily', 'Child')];
    expect(bookingProblems([guest('Lily', 'Child')], true, 99, oneAdultOut)).toEqual(['excursion_error_no_adult_on_excursion']);
  });
  it('lets children go alone when the excursion rules out every adult of the party', () => {
    const kidsClub = [
      { ...guest('Emily', 'Adult'), disabled: true, statusReasons: ['MaximumAge'] },
      { ...guest('James'), statusReasons: ['MaximumAge'] },
      guest('Noah', 'Child'),
    ];
    expect(bookingProblems([guest('Noah', 'Child')], true, 99, kidsClub)).toEqual([]);
  });
  it('does not let a child go alone because the adults are busy, but does when one is booked on it already', () => {
    const busy = [{ ...guest('Emily', 'Adult'), statusReasons: ['TimeOverlapWithOtherBooking'] }, guest('Noah', 'Child')];
    expect(bookingProblems([guest('Noah', 'Child')], true, 99, busy)).toEqual(['excursion_error_no_adult_on_excursion']);
    const parentBooked = [{ ...guest('Emily', 'Adult'), statusReasons: ['AlreadyBooked'] }, guest('Noah', 'Child')];
    expect(bookingProblems([guest('Noah', 'Child')], true, 99, parentBooked)).toEqual([]);
  });
  // While booking, the button is aria-disabled by the form (BookExcursionScreen.focus.test.tsx).
  it('lets the button work only with spots for everyone', () => {
    expect(spotsForAll(2, 2)).toBe(true);
    expect(spotsForAll(2, 1)).toBe(true);
    expect(spotsForAll(1, 2)).toBe(false);
    expect(spotsForAll(0, 0)).toBe(false);
  });
  it('keeps guests with the server’s reasons out', () => {
    expect(isSelectable({ ...guest('Lily'), statusReasons: ['MinimumAge'] })).toBe(false);
    expect(isSelectable({ ...guest('Lily'), disabled: true })).toBe(false);
    expect(isSelectable(guest('Emily'))).toBe(true);
  });
  it('knows when the server has ruled out the whole party, and only then', () => {
    const firstDay = (name: string) => ({ ...guest(name), statusReasons: ['FirstCruiseDay'] });
    expect(nobodyCanGo([firstDay('Emily'), firstDay('Lily')])).toBe(true);
    expect(nobodyCanGo([firstDay('Emily'), guest('Lily')])).toBe(false);
    expect(nobodyCanGo([])).toBe(false);
  });
});

describe('list dates', () => {
  it('turns the route’s dashes into the hub’s slashes', () => expect(hubDateFromRoute('24-11-2026')).toBe('24/11/2026'));
  it('writes today and ISO dates as the route does', () => {
    expect(todayRouteDate(new Date(2026, 10, 2))).toBe('02-11-2026');
    expect(routeDateOfIso('2026-11-24')).toBe('24-11-2026');
  });
  it('reads day-first and year-first route dates', () => {
    expect(isoOfRouteDate('24-11-2026')).toBe('2026-11-24');
    expect(isoOfRouteDate('2026-11-24')).toBe('2026-11-24');
    expect(isoOfRouteDate('tomorrow')).toBeUndefined();
  });
});
