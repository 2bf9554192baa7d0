// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { themeDefinitions } from '@companion/theme';
import { translate } from '@companion/shell';
import { wayfinderMessages } from '../wayfinder-messages';
import { CABIN_INPUT_MAX, canSearchCabin } from './cabin-search';
import { deckPlanText, type WayfinderTranslate } from './deck-plan-text';
import { mapImageSource } from './map-image';

const defaults = themeDefinitions.classic.settings.cabinDigits;
const twoAndFour = themeDefinitions.rhine.settings.cabinDigits;

describe('cabin finder rules (media-and-guest-services.md §5, §9)', () => {
  it('takes at most 6 characters', () => expect(CABIN_INPUT_MAX).toBe(6));

  it.each([
    ['701', false],
    ['7012', true],
    ['10044', true],
    ['100440', false],
    ['', false],
  ])('default bounds (over 3, under 6): %s → %s', (input, expected) => {
    expect(canSearchCabin(input, defaults)).toBe(expected);
  });

  it.each([
    ['12', false],
    ['123', true],
    ['1234', false],
  ])('a theme with bounds 2 and 4: %s → %s', (input, expected) => {
    expect(canSearchCabin(input, twoAndFour)).toBe(expected);
  });

  it('names the bounds as the spec does: more than 3 and less than 6, some themes 2 and 4', () => {
    expect(defaults).toEqual({ moreThan: 3, lessThan: 6 });
    expect(twoAndFour).toEqual({ moreThan: 2, lessThan: 4 });
  });

  it('counts digits only', () => expect(canSearchCabin('70a2', defaults)).toBe(false));
});

describe('map pictures', () => {
  it.each([
    ['PHN2ZyB4bWxucz0i', 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0i'],
    ['iVBORw0KGgo', 'data:image/png;base64,iVBORw0KGgo'],
    ['/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/png;base64,iVBOR', 'data:image/png;base64,iVBOR'],
  ])('%s becomes an image address', (map, expected) => expect(mapImageSource(map)).toBe(expected));
});

describe('a deck plan’s text alternative', () => {
  const english: WayfinderTranslate = (key, values) => translate(wayfinderMessages, 'en', key, values);
  const german: WayfinderTranslate = (key, values) => translate(wayfinderMessages, 'de', key, values);
  const categories = [
    { cabinCategory: 'Inside Stateroom', colours: '#8fb3d9', cabinCode: 'IN', decks: [5, 6] },
    { cabinCategory: 'Suite', colours: '#c98bd6', cabinCode: 'SU', decks: null },
  ];

  it('names the deck by its number alone when the hub gives it no name', () =>
    expect(deckPlanText({ level: 6 }, english)).toBe('Plan of deck 6.'));

  // A kiosk on the destination's own deck: both markers are on the one plan.
  it('says what both markers show when the destination is on the kiosk’s deck', () =>
    expect(
      deckPlanText({ level: 5, name: 'Atrium Deck', hasWayFinding: true, isDevicePresent: true }, english, {
        destinationName: 'Guest Services',
        cabinCategories: categories,
      }),
    ).toBe(
      'Plan of deck 5, Atrium Deck. Guest Services is marked on the plan. Your position is marked on the plan. Cabins on this deck: Inside Stateroom.',
    ));

  // A category without its decks is not guessed onto any plan.
  it('names only the categories the hub places on the deck', () =>
    expect(deckPlanText({ level: 7 }, english, { cabinCategories: categories })).toBe('Plan of deck 7.'));

  it('reads German', () =>
    expect(
      deckPlanText({ level: 5, name: 'Atrium Deck', hasWayFinding: true, isDevicePresent: true }, german, {
        destinationName: 'Guest Services',
        cabinCategories: categories,
      }),
    ).toBe(
      'Plan von Deck 5, Atrium Deck. Guest Services ist auf dem Plan markiert. Ihr Standort ist auf dem Plan markiert. Kabinen auf diesem Deck: Inside Stateroom.',
    ));
});
