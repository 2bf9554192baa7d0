// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubGet } from './hub-request';
import { json, stubbedHub } from './test/fetch-stub';
import type { z } from 'zod/mini';

const anything = { safeParse: (data: unknown) => ({ success: true, data }) } as unknown as z.ZodMiniUnknown;

/** ky loads behind a dynamic import (hub-client.ts); the client behaves as ky's instance did. */
describe('the hub client over a lazily loaded ky', () => {
  it('sends the session id and reports a 403 through ky’s hooks', async () => {
    let forbidden = 0;
    const { hub, requests } = stubbedHub(() => json({}, 403), { getSessionId: () => 's1', onForbidden: () => forbidden++ });
    await hubGet(hub, 'passengers/cart', anything);
    expect(requests[0]?.headers.get('SessionId')).toBe('s1');
    expect(forbidden).toBe(1);
  });

  it('extends synchronously: the extension’s hooks run after the client’s, on every call', async () => {
    const { hub, requests } = stubbedHub(() => json({ ok: true }), { getSessionId: () => 's1' });
    const keyed = {
      ...hub,
      http: hub.http.extend({ hooks: { beforeRequest: [(request) => request.headers.set('Idempotency-Key', 'k1')] } }),
    };
    expect(await hubGet(keyed, 'problems', anything)).toMatchObject({ ok: true });
    await hubGet(keyed, 'problems', anything);
    expect(requests.map((request) => [request.headers.get('SessionId'), request.headers.get('Idempotency-Key')])).toEqual([
      ['s1', 'k1'],
      ['s1', 'k1'],
    ]);
  });

  it('answers a network failure as a HubError, never a throw', async () => {
    const { hub } = stubbedHub(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await hubGet(hub, 'devices/config', anything)).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});
