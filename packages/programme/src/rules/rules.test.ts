// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { ProgrammeEvent } from '@companion/hub-client';
import { filterEvents, indexEvents, isChargeable, levelsOf, normaliseSearchText } from './event-search';
import { eventTimeRange } from './event-time';
import { eventImage, showsPictures } from './event-images';
import { dayFirstOf, excursionRouteDate, isoOfProgrammeParam, openingDate, validSchedules } from './programme-dates';
import { tileOpacity } from './tile-opacity';
import { isApproximate, shipIconRotation, shipIconSize, unwrapLongitudes } from './ship-marker';
import { weatherState, weatherUnits } from './weather-state';

const event = (overrides: Partial<ProgrammeEvent>): ProgrammeEvent => ({ id: 1, name: 'Sunrise Yoga', ...overrides });
const yoga = event({ id: 1, name: 'Sunrise Yoga', description: '<p>Stretch on the <b>Sun Deck</b></p>', levels: ['Deck 14'] });
const wine = event({ id: 2, name: 'Wine Tasting', description: 'Five reds', levels: ['Deck 6'], attributes: ['Chargeable Experience'] });
const quiz = event({ id: 3, name: 'Family Quiz', description: null, levels: ['Deck 6', 'Deck 12'] });
const indexed = indexEvents([yoga, wine, quiz]);
const names = (events: ProgrammeEvent[]) => events.map((found) => found.name);

describe('event search', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(names(filterEvents(indexed, 'WINE', new Set()))).toEqual(['Wine Tasting']);
  });
  it('matches the description too, read as text not HTML', () => {
    expect(names(filterEvents(indexed, 'sun deck', new Set()))).toEqual(['Sunrise Yoga']);
    expect(names(filterEvents(indexed, '<b>', new Set()))).toEqual([]);
  });
  it('keeps every event for an empty query', () => {
    expect(filterEvents(indexed, '  ', new Set())).toHaveLength(3);
  });
  it('keeps events sharing any chosen level', () => {
    expect(names(filterEvents(indexed, '', new Set(['Deck 12', 'Deck 14'])))).toEqual(['Sunrise Yoga', 'Family Quiz']);
  });
  it('combines search and levels', () => {
    expect(names(filterEvents(indexed, 'quiz', new Set(['Deck 14'])))).toEqual([]);
  });
  it('builds the level checkboxes from the events, decks in number order', () => {
    expect(levelsOf([yoga, wine, quiz])).toEqual(['Deck 6', 'Deck 12', 'Deck 14']);
  });
  it('normalises once: lower case, no tags, single spaces', () => {
    expect(normaliseSearchText(' <p>Live  JAZZ</p>\n')).toBe('live jazz');
  });
  it('marks an event chargeable by its attribute', () => {
    expect([yoga, wine].map(isChargeable)).toEqual([false, true]);
  });
});

describe('event time', () => {
  it('shows a range in HH:mm', () => expect(eventTimeRange('09:00', '10:30', false)).toBe('09:00 – 10:30'));
  it('shows 12-hour time when the theme asks', () => expect(eventTimeRange('21:00', '22:15', true)).toBe('9:00 PM – 10:15 PM'));
  it('counts Late as no end', () => expect(eventTimeRange('22:00', 'Late', false)).toBe('22:00'));
  it('gives nothing when there is no start (the card shows its fallback)', () => expect(eventTimeRange('Late', '10:00', false)).toBe(''));
  it('remembers each range per clock, so a theme change never shows the other clock', () => {
    expect(eventTimeRange('13:05', '14:10', false)).toBe('13:05 – 14:10');
    expect(eventTimeRange('13:05', '14:10', true)).toBe('1:05 PM – 2:10 PM');
    expect(eventTimeRange('13:05', '14:10', false)).toBe('13:05 – 14:10');
    expect(eventTimeRange('13:05', null, true)).toBe('1:05 PM');
    expect(eventTimeRange(null, null, true)).toBe('');
  });
});

describe('event images', () => {
  const images = [
    { type: 'Preview', url: 'https://go.aurora.example/p.jpg' },
    { type: 'Full', url: 'https://hub.example/f.jpg' },
  ];
  it('picks the Preview for cards and the Full for the dialog', () => {
    expect(eventImage(event({ images }), 'Full')).toBe('https://hub.example/f.jpg');
  });
  it('serves go. hosts from app.', () => expect(eventImage(event({ images }), 'Preview')).toBe('https://app.aurora.example/p.jpg'));
  it('falls back to the single image, then to none', () => {
    expect(eventImage(event({ image: 'https://hub.example/i.jpg' }), 'Full')).toBe('https://hub.example/i.jpg');
    expect(eventImage(event({}), 'Preview')).toBeUndefined();
  });
  it('shows the day’s pictures while one event has one or the operator set a default', () => {
    expect(showsPictures([event({}), event({ image: 'https://hub.example/i.jpg' })], undefined)).toBe(true);
    expect(showsPictures([event({}), event({})], 'https://hub.example/default.jpg')).toBe(true);
  });
  it('shows words alone for a day without any picture and no default', () => {
    expect(showsPictures([event({}), event({ images: [] })], undefined)).toBe(false);
  });
});

describe('programme dates', () => {
  const now = DateTime.fromISO('2026-11-23T10:00');
  it('reads /dailyprogram without a date, today, tomorrow and DD-MM-YYYY', () => {
    expect(isoOfProgrammeParam(undefined, now)).toBe('2026-11-23');
    expect(isoOfProgrammeParam('today', now)).toBe('2026-11-23');
    expect(isoOfProgrammeParam('tomorrow', now)).toBe('2026-11-24');
    expect(isoOfProgrammeParam('30-11-2026', now)).toBe('2026-11-30');
  });
  it('refuses anything else', () => {
    expect(isoOfProgrammeParam('2026-11-30', now)).toBeUndefined();
    expect(isoOfProgrammeParam('31-02-2026', now)).toBeUndefined();
  });
  it('writes the View Experiences date with dashes, day first', () => {
    expect(excursionRouteDate('2026-11-25')).toBe('25-11-2026');
    expect(dayFirstOf('2026-01-02')).toBe('02-01-2026');
  });
  it('uses only schedules with a real date and a title, each date once', () => {
    const schedules = [
      { id: 1, date: '2026-11-23', title: 'Barcelona' },
      { id: 2, date: '2026-02-30', title: 'Nowhere' },
      { id: 3, date: '24/11/2026', title: 'Wrong form' },
      { id: 4, date: '2026-11-25', title: ' ' },
      { id: 5, date: '2026-11-23', title: 'Twice' },
    ];
    expect(validSchedules(schedules).map((schedule) => schedule.id)).toEqual([1]);
  });
  it('opens on the asked date, else today on the voyage, else its first day', () => {
    expect(openingDate('2026-11-25', ['2026-11-23'], '2026-11-23')).toBe('2026-11-25');
    expect(openingDate(undefined, ['2026-11-22', '2026-11-23'], '2026-11-23')).toBe('2026-11-23');
    expect(openingDate(undefined, ['2026-12-01'], '2026-11-23')).toBe('2026-12-01');
  });
});

describe('itinerary tiles', () => {
  it('runs the opacity from 0.2 to 0.9 by index modulo 8', () => {
    expect(Array.from({ length: 10 }, (_, index) => tileOpacity(index))).toEqual([0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.2, 0.3]);
  });
});

describe('ship marker', () => {
  it('is 80 px up to zoom 13, then 40 more a level', () => {
    expect([3, 13, 14, 18].map(shipIconSize)).toEqual([80, 80, 120, 280]);
  });
  it('turns by heading − 90°, the course when the heading is unknown', () => {
    expect(shipIconRotation(180, 90)).toBe(90);
    expect(shipIconRotation(511, 90)).toBe(0);
    expect(shipIconRotation(511, 511)).toBe(0);
  });
  it('is approximate when the heading or the course is 511', () => {
    expect([isApproximate(511, 90), isApproximate(90, 511), isApproximate(90, 91)]).toEqual([true, true, false]);
  });
  it('unwraps longitudes across 180°', () => {
    expect(unwrapLongitudes([170, 179, -179, -170])).toEqual([170, 179, 181, 190]);
  });
});

describe('weather', () => {
  const schedule = { id: 1, date: '2026-11-23', title: 'Naples', atSea: false, openWeatherCityName: 'Naples' };
  it('is not available without a schedule entry', () => expect(weatherState({ schedule: null })).toBe('not-available'));
  it('is at sea on a sea day', () => expect(weatherState({ schedule: { ...schedule, atSea: true }, synopsis: 'Sunny' })).toBe('at-sea'));
  it('is unavailable without a synopsis or a city', () => {
    expect(weatherState({ schedule })).toBe('unavailable');
    expect(weatherState({ schedule: { ...schedule, openWeatherCityName: null }, synopsis: 'Sunny' })).toBe('unavailable');
  });
  it('is shown otherwise, in the hub’s units', () => {
    expect(weatherState({ schedule, synopsis: 'Sunny' })).toBe('shown');
    expect(weatherUnits('imperial')).toEqual({ temperature: '°F', speed: 'mph' });
    expect(weatherUnits('metric')).toEqual({ temperature: '°C', speed: 'km/h' });
  });
});
