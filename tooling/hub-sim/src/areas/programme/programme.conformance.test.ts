// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { createDemoHub } from '../../create-demo-hub';
import { localIsoDate } from '../../fixtures/cruise';
import { areaState } from '../demo-hub-area';
import { BUSY_DAY_EVENTS, CHARGEABLE } from './fixtures/lineup';
import { programmeArea, whereAndWhenHandlers } from './index';

const now = new Date(2026, 10, 23, 10, 0);

function clientFor(clock = () => now) {
  const demo = createDemoHub({ now: clock, overrides: whereAndWhenHandlers() });
  const hub = hubClient.createHubClient({
    hubApiUrl: 'http://app.localhost:8080/api/',
    fetch: demo.fetch,
    getSessionId: () => undefined,
    logger: { warn: () => {}, error: () => {} },
  });
  return { demo, hub };
}

const expectOk = <T>(result: hubClient.HubResult<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.kind}: ${result.error.message} ${'issues' in result.error ? result.error.issues.join('; ') : ''}`);
  return result.value;
};
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');

describe('programme area answers parse with hub-client’s schemas', () => {
  it('the lineup holds every cruise day: 2,000 events on the busy day, 40–120 on the others', async () => {
    const { hub } = clientFor();
    const lineup = expectOk(await hubClient.getProgrammeLineup(hub, localIsoDate(now), 14));
    expect(lineup.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, offset) => localIsoDate(now, offset)));
    expect(lineup[1]?.events).toHaveLength(BUSY_DAY_EVENTS);
    for (const day of lineup.filter((_, index) => index !== 1)) {
      expect(day.events.length).toBeGreaterThanOrEqual(40);
      expect(day.events.length).toBeLessThanOrEqual(120);
    }
    const events = lineup.flatMap((day) => day.events);
    expect(events.some((event) => event.attributes?.includes(CHARGEABLE))).toBe(true);
    expect(events.some((event) => event.end === 'Late')).toBe(true);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it('reads like a printed programme: the breakfast once a day, no event twice at one time, "Late" only at night', async () => {
    const { hub } = clientFor();
    const lineup = expectOk(await hubClient.getProgrammeLineup(hub, localIsoDate(now), 14));
    for (const day of lineup.filter((_, index) => index !== 1)) {
      const named = (name: string) => day.events.filter((event) => event.name === name);
      expect(named('Breakfast Buffet')).toHaveLength(1);
      expect(named('Silent Disco')).toHaveLength(1);
      const timed = day.events.filter((event) => event.start);
      expect(new Set(timed.map((event) => `${event.name}@${event.start}`)).size).toBe(timed.length);
    }
    const late = lineup.flatMap((day) => day.events).filter((event) => event.end === 'Late');
    expect(late.every((event) => (event.start ?? '') >= '20:00')).toBe(true);
  });

  it('answers no events outside the voyage', async () => {
    const { hub } = clientFor();
    expect(expectOk(await hubClient.getProgrammeLineup(hub, localIsoDate(now, 20), 1))[0]?.events).toEqual([]);
  });

  it('the schedules and each day’s detail, sea days marked', async () => {
    const { hub } = clientFor();
    const days = expectOk(await hubClient.getItineraryDays(hub));
    expect(days).toHaveLength(14);
    const day2 = expectOk(await hubClient.getItineraryDay(hub, 2));
    expect(day2).toMatchObject({ atSea: true, date: localIsoDate(now, 1) });
    expect(expectOk(await hubClient.getItineraryDay(hub, 6))).toMatchObject({
      title: 'Naples',
      allOnBoard: '17:00',
      nameOfPier: 'Stazione Marittima',
    });
  });

  it('weather for a port day, none at sea, no schedule outside the voyage', async () => {
    const { hub } = clientFor();
    expect(expectOk(await hubClient.getWeather(hub, dayFirst(localIsoDate(now))))).toMatchObject({ synopsis: 'Sunny', unit: 'metric' });
    expect(expectOk(await hubClient.getWeather(hub, dayFirst(localIsoDate(now, 1))))).toMatchObject({ schedule: { atSea: true } });
    expect(expectOk(await hubClient.getWeather(hub, dayFirst(localIsoDate(now, 30)))).schedule).toBeNull();
  });

  it('where and when lists the articles that say where and when', async () => {
    const { hub } = clientFor();
    const items = expectOk(await hubClient.getWhereAndWhen(hub));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.whereAndWhen)).toBe(true);
  });

  it('the ship moves with the hub clock, and the stream resumes after the last position seen', async () => {
    let clock = now;
    const { hub, demo } = clientFor(() => clock);
    const first = expectOk(await hubClient.getShipPosition(hub));
    clock = new Date(now.getTime() + 5000 * 3);
    const later = expectOk(await hubClient.getShipPosition(hub));
    expect([later.latitude, later.longitude]).not.toEqual([first.latitude, first.longitude]);
    const stream = await (await demo.fetch(new Request(`http://app.localhost:8080/api/${hubClient.shipPositionStreamPath(1)}`))).text();
    const messages = stream
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => hubClient.parseShipPositionMessage(line.slice(6)));
    expect(messages.map((message) => message?.sequence)).toEqual([2, 3]);
  });

  it('reads the resume point from a Last-Event-ID header too (EventSource’s own reconnect)', async () => {
    let clock = now;
    const { demo } = clientFor(() => clock);
    clock = new Date(now.getTime() + 5000 * 2);
    const request = new Request('http://app.localhost:8080/api/cms/events/register', { headers: { 'Last-Event-ID': '0' } });
    const stream = await (await demo.fetch(request)).text();
    expect(stream.match(/^id: \d+$/gm)).toEqual(['id: 1', 'id: 2']);
  });

  it('a position in port has an unknown heading (511)', async () => {
    const { hub } = clientFor();
    expect(expectOk(await hubClient.getShipPosition(hub)).advancedInformation?.heading).toBe(511);
  });

  it('the chart tiles answer until they are switched off', async () => {
    const { demo } = clientFor();
    const tile = () => demo.fetch(new Request('http://app.localhost:8080/api/osm/4/8/5.png'));
    expect((await tile()).status).toBe(200);
    areaState(demo.state, programmeArea).tilesOn = false;
    expect((await tile()).status).toBe(503);
  });
});
