// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubAnswering, requestedPath, stubbedHub } from '../test/fetch-stub';
import { getShipContent } from './ship';

describe('ships/content', () => {
  it('reads the ship content', async () => {
    const { hub, requests } = hubAnswering({ shipName: 'Aurora Star', technicalData: { left: [], right: [] } });
    expect(await getShipContent(hub)).toMatchObject({ ok: true, value: { shipName: 'Aurora Star' } });
    expect(requestedPath(requests[0])).toBe('ships/content');
  });

  it.each([
    ['an empty body', () => stubbedHub(() => new Response('', { status: 200 }))],
    ['an empty object', () => hubAnswering({})],
  ])('gives no ship for %s', async (_name, makeHub) => {
    expect(await getShipContent(makeHub().hub)).toEqual({ ok: true, value: null });
  });

  it('refuses ship content without a name', async () => {
    const { hub } = hubAnswering({ description: 'A ship' });
    expect(await getShipContent(hub)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});
