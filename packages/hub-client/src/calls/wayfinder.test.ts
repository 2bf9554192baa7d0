// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubAnswering, requestedPath } from '../test/fetch-stub';
import { getCabinDecks, getCabinSideView } from './cabin-finder';
import { getWayfinderDecks, getWayfinderSideView } from './wayfinder';

type Call = (hub: HubClient) => Promise<HubResult<unknown>>;

const deck = { level: 7, isDevicePresent: false, hasWayFinding: true, map: 'PHN2Zz48L3N2Zz4=' };

const calls: [string, Call, string, unknown][] = [
  [
    'profile side view',
    (hub) => getWayfinderSideView(hub, '51'),
    'wayfinder/maps/sideview/marker?wayfinderProfileId=51',
    { map: 'PHN2Zz48L3N2Zz4=' },
  ],
  ['profile decks', (hub) => getWayfinderDecks(hub, '51'), 'wayfinder/maps/topview/marker?wayfinderProfileId=51', [deck]],
  ['cabin side view', (hub) => getCabinSideView(hub, '7012'), 'cabinfinder/sideview/7012', { map: 'PHN2Zz48L3N2Zz4=' }],
  ['cabin decks', (hub) => getCabinDecks(hub, '7012'), 'cabinfinder/topview/7012', [deck]],
];

describe('wayfinder and cabin finder calls', () => {
  it.each(calls)('%s: GET %s', async (_name, call, path, answer) => {
    const { hub, requests } = hubAnswering(answer);
    expect(await call(hub)).toMatchObject({ ok: true, value: answer });
    expect(requests[0]?.method).toBe('GET');
    expect(requestedPath(requests[0])).toBe(path);
  });

  it('refuses a deck without its map', async () => {
    const { hub } = hubAnswering([{ level: 7 }]);
    expect(await getCabinDecks(hub, '7012')).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('keeps the hub’s 404 for an unknown cabin as an http error', async () => {
    const { hub } = hubAnswering({ code: 'CABIN_NOT_FOUND', message: 'Unknown cabin' }, 404);
    expect(await getCabinSideView(hub, '1')).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });
});
