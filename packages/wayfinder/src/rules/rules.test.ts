import { describe, expect, it } from 'vitest';
import { themeDefinitions } from '@companion/theme';
import { CABIN_INPUT_MAX, canSearchCabin } from './cabin-search';
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
