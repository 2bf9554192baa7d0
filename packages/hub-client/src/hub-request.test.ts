// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { changePin } from './calls/authentication';
import { getDeviceConfig } from './calls/device-config';
import { HUB_GET_TIMEOUT_MS, HUB_POST_TIMEOUT_MS } from './hub-client';
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

  it('never carries a proxy’s HTML error page as the message', async () => {
    const page = '<html><body><h1>500 Internal Server Error</h1><hr><center>nginx</center></body></html>';
    const { hub } = stubbedHub(() => new Response(page, { status: 500, headers: { 'content-type': 'text/html' } }));
    expect(await hubPost(hub, 'passengers/cart/order', {}, greeting)).toEqual({
      ok: false,
      error: { kind: 'http', status: 500, message: '', code: undefined },
    });
  });

  it('keeps no message from a plain-text error body, which is not the hub’s error shape', async () => {
    const { hub } = stubbedHub(() => new Response('Bad Gateway', { status: 502 }));
    expect(await hubGet(hub, 'greeting', greeting)).toMatchObject({ ok: false, error: { kind: 'http', status: 502, message: '' } });
  });

  it('keeps no message from JSON that is not the hub’s error shape, or whose message is a page', async () => {
    const { hub } = stubbedHub((request) =>
      request.url.endsWith('array') ? json(['oops'], 500) : json({ code: 'E1', message: '<html><body><h1>500</h1></body></html>' }, 500),
    );
    expect(await hubGet(hub, 'array', greeting)).toMatchObject({ error: { kind: 'http', message: '' } });
    expect(await hubGet(hub, 'page', greeting)).toMatchObject({ error: { kind: 'http', message: '', code: 'E1' } });
  });

  it('keeps no markup in a 403 either', async () => {
    const { hub } = stubbedHub(() => new Response('<html><body>Forbidden</body></html>', { status: 403 }));
    expect(await hubGet(hub, 'greeting', greeting)).toEqual({ ok: false, error: { kind: 'forbidden', status: 403, message: '' } });
  });

  it('takes the hub’s systemInformation as its words', async () => {
    const { hub } = stubbedHub(() => json({ systemInformation: 'Excursion full' }, 409));
    expect(await hubGet(hub, 'greeting', greeting)).toMatchObject({ error: { kind: 'http', status: 409, message: 'Excursion full' } });
  });

  it('logs the raw body of a failed call, for whoever reads the logs', async () => {
    const details: unknown[] = [];
    const { hub } = stubbedHub(() => new Response('<html>proxy</html>', { status: 502 }), {
      logger: { warn: () => {}, error: (_message, detail) => details.push(detail) },
    });
    await hubGet(hub, 'greeting', greeting);
    expect(details).toEqual([expect.objectContaining({ status: 502, body: '<html>proxy</html>' })]);
  });

  it('logs a refusal as a warning and a failure as an error', async () => {
    const warnings: string[] = [];
    const errors: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message), error: (message: string) => errors.push(message) };
    const refused = stubbedHub(() => json({ code: 'SESSION_INVALID', message: 'Session expired' }, 403), { logger });
    await hubGet(refused.hub, 'greeting', greeting);
    const failed = stubbedHub(() => new Response('down', { status: 503 }), { logger });
    await hubGet(failed.hub, 'greeting', greeting);
    expect(warnings).toEqual(['hub GET greeting answered 403']);
    expect(errors).toEqual(['hub GET greeting answered 503']);
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

  it('lets a POST take longer than a GET’s 15 seconds', async () => {
    vi.useFakeTimers();
    const { hub } = stubbedHub(() => new Promise((resolve) => setTimeout(() => resolve(json({ text: 'late' })), 20_000)));
    const pending = hubPost(hub, 'slow', {}, greeting);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toEqual({ ok: true, value: { text: 'late' } });
  });

  it('gives up on a POST after 30 seconds with a timeout, so no "Placing your order…" spins for minutes', async () => {
    vi.useFakeTimers();
    const { hub } = stubbedHub(
      (request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const pending = hubPost(hub, 'passengers/cart/order', {}, greeting);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(HUB_POST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('limits every method that is not a GET, not only POST', async () => {
    vi.useFakeTimers();
    const { hub } = stubbedHub(
      (request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const pending = hubRequest(hub, { method: 'PUT', path: 'greeting', json: {}, schema: greeting });
    await vi.advanceTimersByTimeAsync(HUB_POST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'timeout' } });
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
