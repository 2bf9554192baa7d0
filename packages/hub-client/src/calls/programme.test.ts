// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubAnswering, requestedPath } from '../test/fetch-stub';
import { getItineraryDay, getItineraryDays } from './itinerary';
import { getProgrammeLineup, getWhereAndWhen } from './programme';
import { getShipPosition, parseShipPositionMessage, shipPositionStreamPath } from './ship-position';
import { getWeather } from './weather';

type Call = (hub: HubClient) => Promise<HubResult<unknown>>;

const schedule = { id: 3, date: '2026-11-25', title: 'Villefranche', atSea: false, arrives: '08:00' };
const position = { latitude: 41.3, longitude: 2.2, dataType: 'Ship', advancedInformation: { heading: 511, course: 90 } };

const calls: [string, Call, string, unknown][] = [
  [
    'lineup',
    (hub) => getProgrammeLineup(hub, '2026-11-23', 14),
    'programme/lineup?startDate=2026-11-23&days=14',
    [{ date: '2026-11-23', events: [{ id: 1, name: 'Yoga' }] }],
  ],
  ['where and when', getWhereAndWhen, 'cms/articles/whereAndWhen/', [{ id: 1, title: 'Bridge talk' }]],
  ['schedules', getItineraryDays, 'itinerary/schedules', [schedule]],
  ['one schedule', (hub) => getItineraryDay(hub, 3), 'itinerary/schedules/3', schedule],
  [
    'weather',
    (hub) => getWeather(hub, '25-11-2026'),
    'itinerary/weather/25-11-2026',
    { schedule, synopsis: 'Sunny', temperature: 21, unit: 'metric' },
  ],
  ['ship position', getShipPosition, 'gps/current', position],
];

describe('programme calls', () => {
  it.each(calls)('%s: GET %s', async (_name, call, path, answer) => {
    const { hub, requests } = hubAnswering(answer);
    expect(await call(hub)).toMatchObject({ ok: true });
    expect(requestedPath(requests[0])).toBe(path);
  });

  it('refuses an event without a name', async () => {
    const { hub } = hubAnswering([{ date: '2026-11-23', events: [{ id: 1 }] }]);
    expect(await getProgrammeLineup(hub, '2026-11-23', 1)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('refuses a weather unit other than imperial or metric', async () => {
    const { hub } = hubAnswering({ unit: 'kelvin' });
    expect(await getWeather(hub, '25-11-2026')).toMatchObject({ ok: false });
  });

  it('resumes the stream after the last position seen', () => {
    expect(shipPositionStreamPath()).toBe('cms/events/register');
    expect(shipPositionStreamPath(41)).toBe('cms/events/register?lastEventId=41');
  });

  it('reads a stream message with a position and ignores the rest', () => {
    expect(parseShipPositionMessage(JSON.stringify({ sequence: 4, gpsProfile: position }))?.sequence).toBe(4);
    expect(parseShipPositionMessage(JSON.stringify({ reload: true }))).toBeUndefined();
    expect(parseShipPositionMessage('not json')).toBeUndefined();
  });
});
