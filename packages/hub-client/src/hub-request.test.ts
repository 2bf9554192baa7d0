// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { changePin } from './calls/authentication';
import { getDeviceConfig } from './calls/device-config';
import { HUB_GET_TIMEOUT_MS } from './hub-client';
import { hubGet, hubPost, hubRequest } from './hub-request';
import { json, stubbedHub } from './test/fetch-stub';

const greeting = z.object({ text: z.string() });

afterEach(() => vi.useRealTimers());

describe('every hub call', () => {
  it('sends the SessionId header when the guest is logged in', async () => {
    const { hub, requests } = stubbedHub(() => json({ text: 'hi' }), { getSessionId: () => 'session-42' });
    await hubGet(hub, 'greeting', greeting);
    expect(requests[0]?.headers.get('SessionId')).toBe('session-42');
  });

  it('sends no SessionId header when nobody is logged in', async () => {
    const { hub, requests } = stubbedHub(() => json({ text: 'hi' }));
    await hubGet(hub, 'greeting', greeting);
    expect(requests[0]?.headers.has('SessionId')).toBe(false);
  });

  it('goes to the hub API address and sends JSON', async () => {
    const { hub, requests } = stubbedHub(() => json({ text: 'hi' }));
    await hubPost(hub, 'authentication/loginByPassenger', { lastName: 'Smith' }, greeting);
    expect(requests[0]).toMatchObject({
      url: 'https://hub.aurora.example/api/authentication/loginByPassenger',
      method: 'POST',
      body: '{"lastName":"Smith"}',
    });
    expect(requests[0]?.headers.get('content-type')).toContain('application/json');
  });

  it('calls the 403 hook once', async () => {
    const onForbidden = vi.fn();
    const { hub } = stubbedHub(() => json({ message: 'Session expired' }, 403), { onForbidden });
    await hubGet(hub, 'greeting', greeting);
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('answers a 403 as a forbidden error', async () => {
    const { hub } = stubbedHub(() => json({ message: 'Session expired' }, 403));
    expect(await hubGet(hub, 'greeting', greeting)).toEqual({
      ok: false,
      error: { kind: 'forbidden', status: 403, message: 'Session expired' },
    });
  });

  it('does not call the 403 hook for other failures', async () => {
    const onForbidden = vi.fn();
    const { hub } = stubbedHub(() => json({ message: 'Oops' }, 500), { onForbidden });
    await hubGet(hub, 'greeting', greeting);
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('turns an HTTP error into an http error with the hub message and code', async () => {
    const { hub } = stubbedHub(() => json({ code: 'E42', message: 'Unknown device' }, 500));
    expect(await hubGet(hub, 'greeting', greeting)).toEqual({
      ok: false,
      error: { kind: 'http', status: 500, message: 'Unknown device', code: 'E42' },
    });
  });

  it('turns an answer of the wrong shape into an invalid-response error naming the field, never a throw', async () => {
    const { hub } = stubbedHub(() => json({ text: 42 }));
    const result = await hubGet(hub, 'greeting', greeting);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response', issues: [expect.stringContaining('text')] } });
  });

  it('logs an answer of the wrong shape once', async () => {
    const { hub, logged } = stubbedHub(() => json({ text: 42 }));
    await hubGet(hub, 'greeting', greeting);
    expect(logged).toEqual([expect.stringContaining('malformed')]);
  });

  it('turns a body that is not JSON into an invalid-response error', async () => {
    const { hub } = stubbedHub(() => new Response('<html>proxy error</html>'));
    expect(await getDeviceConfig(hub)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('says why a body is not JSON', async () => {
    const { hub } = stubbedHub(() => new Response('{"text": '));
    expect(await hubGet(hub, 'greeting', greeting)).toMatchObject({ ok: false, error: { issues: [expect.any(String)] } });
  });

  it('keeps a plain-text error body as the message', async () => {
    const { hub } = stubbedHub(() => new Response('Bad Gateway', { status: 502 }));
    expect(await hubGet(hub, 'greeting', greeting)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 502, message: 'Bad Gateway' },
    });
  });

  it('leaves out query values that are undefined', async () => {
    const { hub, requests } = stubbedHub(() => json({ text: 'hi' }));
    await hubGet(hub, 'greeting', greeting, { lang: 'de', filter: undefined });
    expect(requests[0]?.url).toBe('https://hub.aurora.example/api/greeting?lang=de');
  });

  it('does not read the body when told to ignore it', async () => {
    const { hub } = stubbedHub(() => new Response('counted'));
    expect(await hubRequest(hub, { path: 'metrics/userhistory/home', schema: z.unknown(), ignoreBody: true })).toEqual({
      ok: true,
      value: null,
    });
  });

  it('sends the extra headers of a generic request', async () => {
    const { hub, requests } = stubbedHub(() => json({ text: 'hi' }));
    await hubRequest(hub, { method: 'PUT', path: 'greeting', headers: { 'Accept-Language': 'de' }, schema: greeting });
    expect(requests[0]?.headers.get('Accept-Language')).toBe('de');
  });

  it('sends a generic request to another base address', async () => {
    const { hub, requests } = stubbedHub(() => json({ text: 'hi' }));
    await hubRequest(hub, { path: 'health', baseUrl: 'https://hub.aurora.example/', schema: greeting });
    expect(requests[0]?.url).toBe('https://hub.aurora.example/health');
  });

  it('turns a network failure into a network error', async () => {
    const { hub } = stubbedHub(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await hubGet(hub, 'greeting', greeting)).toEqual({ ok: false, error: { kind: 'network', message: 'Failed to fetch' } });
  });

  it('gives up on a GET after 15 seconds', async () => {
    vi.useFakeTimers();
    const { hub } = stubbedHub(
      (request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const pending = hubGet(hub, 'greeting', greeting);
    await vi.advanceTimersByTimeAsync(HUB_GET_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('lets a POST take longer than 15 seconds', async () => {
    vi.useFakeTimers();
    const { hub } = stubbedHub(() => new Promise((resolve) => setTimeout(() => resolve(json({ text: 'late' })), 20_000)));
    const pending = hubPost(hub, 'slow', {}, greeting);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toEqual({ ok: true, value: { text: 'late' } });
  });

  it('treats the empty answer of changePin as success', async () => {
    const { hub } = stubbedHub(() => new Response(null, { status: 200 }));
    expect(await changePin(hub, { currentPin: '1234', newPin: '5678' })).toEqual({ ok: true, value: undefined });
  });

  it('reads the session id afresh on every call, so logout takes effect at once', async () => {
    let sessionId: string | undefined = 'session-42';
    const { hub, requests } = stubbedHub(() => json({ text: 'hi' }), { getSessionId: () => sessionId });
    await hubGet(hub, 'greeting', greeting);
    sessionId = undefined;
    await hubGet(hub, 'greeting', greeting);
    expect(requests[1]?.headers.has('SessionId')).toBe(false);
  });
});
