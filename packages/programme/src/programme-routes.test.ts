// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getItineraryDays, getProgrammeLineup } from '@companion/hub-client';
import { addressesAsked, demoHubClient, earlyPictureOf, earlyReadAddresses } from '@companion/screen-harness';
import { translate } from '@companion/shell';
import { programmeMessages } from './programme-messages';
import { programmeRoutes } from './programme-routes';
import { firstEventPicture } from './programme/first-event-picture';
import { todayIso } from './rules/programme-dates';

describe('the programme route table', () => {
  it.each([
    '/itinerary/overview',
    '/itinerary/detail/:id',
    '/itinerary/spark',
    '/itinerary/spark/:date',
    '/itinerary/go',
    '/dailyprogram',
    '/dailyprogram/:date',
    '/scheduledprogram',
    '/timetable',
    '/wherewhen',
    '/weather',
    '/map/tracker/:id',
  ])('%s is there, open to every guest and lazily loaded', (path) => {
    const route = programmeRoutes.find((candidate) => candidate.path === path);
    expect(route).toBeDefined();
    expect(route?.requiresLogin).not.toBe(true);
    expect(typeof route?.load).toBe('function');
  });
});

describe('the programme catalogue', () => {
  it.each([
    ['en', 1, '1 event'],
    ['en', 2000, '2,000 events'],
    ['de', 1, '1 Veranstaltung'],
    ['de', 3, '3 Veranstaltungen'],
  ] as const)('%s counts %i as "%s"', (language, count, expected) => {
    expect(translate(programmeMessages, language, 'eventCount', { count })).toBe(expected);
  });

  it('has the spec’s sentences word for word', () => {
    expect(translate(programmeMessages, 'en', 'noEvents')).toBe('Our Daily events are in the works! Please check back soon for updates.');
    expect(translate(programmeMessages, 'en', 'noMatch')).toBe('No events match the filters');
    expect(translate(programmeMessages, 'en', 'noMatchHint')).toBe('Please change or clear the filters in order to see the events');
    expect(translate(programmeMessages, 'en', 'weatherNotAvailable')).toBe('Sorry, weather could not be retrieved');
    expect(translate(programmeMessages, 'en', 'approximate')).toBe('Showing approximate location.');
  });
});

// An early read the screen does not send again under the very same address is a request wasted.
describe("the Daily Programme's early reads", () => {
  it.each(['/itinerary/go', '/dailyprogram'])("%s: the addresses today's programme asks for as it opens", async (path) => {
    const early = earlyReadAddresses(programmeRoutes, path);
    expect(early).toHaveLength(2);
    const asked = await addressesAsked((hub) => Promise.all([getItineraryDays(hub), getProgrammeLineup(hub, todayIso(), 1)]));
    expect(asked).toEqual(early);
  });
});

// The start script's picture must be the very one the screen draws first, or it is a download wasted.
describe("the Daily Programme's early picture", () => {
  it.each(['/itinerary/go', '/dailyprogram'])(
    "%s: today's first card's picture, from the unchecked answers as from the checked",
    async (path) => {
      const early = await earlyPictureOf(programmeRoutes, path);
      const lineup = await getProgrammeLineup(demoHubClient(), todayIso(), 1);
      if (!lineup.ok) throw new Error(lineup.error.kind);
      expect(early).toMatch(/\/blobs\/image\?/);
      expect(early).toBe(firstEventPicture(lineup.value.find((day) => day.date === todayIso())?.events ?? []));
    },
  );
});
