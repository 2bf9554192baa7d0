// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { createDemoHub } from '../../create-demo-hub';
import { demoGuests } from '../../fixtures/guests';
import { DEMO_SHIP_NAME } from '../../fixtures/cruise';
import { areaState } from '../demo-hub-area';
import { articles } from '../content/fixtures/articles';
import { cabinPlace, deckLayouts, demoWayfinderProfiles, DEMO_UNKNOWN_CABIN, venuePlace } from './fixtures/ship-layout';
import { wayfinderArea } from './index';

function clientFor(host: string) {
  const demo = createDemoHub();
  const hub = hubClient.createHubClient({
    hubApiUrl: `http://${host}:8080/api/`,
    fetch: demo.fetch,
    getSessionId: () => undefined,
    logger: { warn: () => {}, error: () => {} },
  });
  return { demo, hub };
}

const expectOk = <T>(result: hubClient.HubResult<T>): T => {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
};

const svgOf = (map: string) => atob(map);

describe('the demo ship answers the client’s wayfinder contract', () => {
  it('draws a 14-deck ship with real pictures', async () => {
    const { hub } = clientFor('app.localhost');
    const decks = expectOk(await hubClient.getWayfinderDecks(hub, String(demoWayfinderProfiles.spa.id)));
    expect(decks.map((deck) => deck.level)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    for (const deck of decks) expect(svgOf(deck.map)).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    expect(new Set(decks.map((deck) => deck.map)).size).toBe(14);
    expect(decks.filter((deck) => deck.hasWayFinding).map((deck) => deck.level)).toEqual([13]);
    // A guest's phone is nowhere in particular.
    expect(decks.some((deck) => deck.isDevicePresent)).toBe(false);
    expect(svgOf(decks.find((deck) => deck.level === 13)!.map)).toContain('Serenity Spa');
  });

  it('marks the kiosk’s own deck', async () => {
    const { hub } = clientFor('kiosk.localhost');
    const decks = expectOk(await hubClient.getWayfinderDecks(hub, String(demoWayfinderProfiles.grandAtrium.id)));
    expect(decks.filter((deck) => deck.isDevicePresent).map((deck) => deck.level)).toEqual([5]);
    expect(decks.filter((deck) => deck.hasWayFinding).map((deck) => deck.level)).toEqual([5]);
    const side = expectOk(await hubClient.getWayfinderSideView(hub, String(demoWayfinderProfiles.grandAtrium.id)));
    expect(svgOf(side.map)).toContain('You are here');
  });

  it('marks the destination on the side view, and only its deck', async () => {
    const { hub } = clientFor('app.localhost');
    const side = svgOf(expectOk(await hubClient.getWayfinderSideView(hub, String(demoWayfinderProfiles.spa.id))).map);
    expect(side).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    expect(side.match(/aria-label="Destination"/g)).toHaveLength(1);
    expect(side).not.toContain('You are here');
    const decks = expectOk(await hubClient.getWayfinderDecks(hub, String(demoWayfinderProfiles.spa.id)));
    const pinned = decks.filter((deck) => svgOf(deck.map).includes('aria-label="Destination"')).map((deck) => deck.level);
    expect(pinned).toEqual([13]);
  });

  it('draws each deck’s public rooms and cabin ranges in its plan', async () => {
    const { hub } = clientFor('app.localhost');
    const decks = expectOk(await hubClient.getWayfinderDecks(hub, String(demoWayfinderProfiles.spa.id)));
    for (const layout of deckLayouts) {
      const plan = svgOf(decks.find((deck) => deck.level === layout.level)!.map);
      for (const room of layout.rooms) expect(plan).toContain(room.name.replace(/'/g, '&#39;'));
      for (const range of layout.cabins) expect(plan).toContain(`${range.first}-${range.last}`);
    }
    expect(deckLayouts.filter((deck) => deck.cabins.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('has a marker for every wayfinder profile the demo articles name', () => {
    const named = articles.flatMap((item) => (item.wayfinderProfile ? [String(item.wayfinderProfile.id)] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(venuePlace(id), `profile ${id}`).toBeDefined();
  });

  it.each(Object.entries(demoWayfinderProfiles))('has a place for the %s venue', (_name, profile) => {
    expect(venuePlace(String(profile.id))).toMatchObject({ level: profile.level });
  });

  it.each(Object.values(demoGuests).map((guest) => [guest.lastName, guest.cabin] as const))(
    'finds %s’s cabin %s on its deck',
    async (_name, cabin) => {
      const { hub } = clientFor('kiosk.localhost');
      const decks = expectOk(await hubClient.getCabinDecks(hub, cabin));
      expect(decks.filter((deck) => deck.hasWayFinding).map((deck) => deck.level)).toEqual([Number(cabin.slice(0, -3))]);
      expectOk(await hubClient.getCabinSideView(hub, cabin));
    },
  );

  it('finds cabin 8241, forward on deck 8 (the kiosk question of issue 19)', async () => {
    const { hub } = clientFor('kiosk.localhost');
    const decks = expectOk(await hubClient.getCabinDecks(hub, '8241'));
    expect(decks.filter((deck) => deck.hasWayFinding).map((deck) => deck.level)).toEqual([8]);
  });

  it.each([DEMO_UNKNOWN_CABIN, '7999', '8150', '123', '1001'])('answers 404 for cabin %s, which the ship has not got', async (cabin) => {
    const { hub } = clientFor('kiosk.localhost');
    expect(await hubClient.getCabinDecks(hub, cabin)).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    expect(await hubClient.getCabinSideView(hub, cabin)).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });

  it('has cabins on the decks the cabin ranges say', () => {
    for (const deck of deckLayouts) for (const range of deck.cabins) expect(cabinPlace(String(range.first))?.level).toBe(deck.level);
  });

  it('serves the ship content, or nothing when the test empties it', async () => {
    const { demo, hub } = clientFor('app.localhost');
    const ship = expectOk(await hubClient.getShipContent(hub));
    expect(ship).toMatchObject({ shipName: DEMO_SHIP_NAME, shipCode: 'AUR' });
    expect(ship?.deckPlans).toHaveLength(14);
    expect(ship?.cabin?.cabinDeck?.length).toBeGreaterThan(0);
    areaState(demo.state, wayfinderArea).ship = null;
    expect(expectOk(await hubClient.getShipContent(hub))).toBeNull();
  });
});
