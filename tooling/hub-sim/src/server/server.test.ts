// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoHubServer, type DemoHubServer } from './index';

let server: DemoHubServer;
beforeAll(async () => {
  server = await startDemoHubServer({ port: 0 });
});
afterAll(() => server.close());

describe('demo hub server', () => {
  it('answers the health check', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
  });

  it('answers as the device the profile header names', async () => {
    const response = await fetch(`${server.url}/api/devices/config`, { headers: { 'X-Demo-Profile': 'kiosk-resco' } });
    const config = (await response.json()) as { deviceGroup: { deviceType: string }; authentication: { type: string } };
    expect(config.deviceGroup.deviceType).toBe('Kiosk');
    expect(config.authentication.type).toBe('Resco');
  });

  it('allows the apps on other ports to call it (CORS preflight)', async () => {
    const response = await fetch(`${server.url}/api/pms/changePin`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'sessionid, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('SessionId');
    // Orders carry it; without it in the preflight answer the browser never sends the order.
    expect(response.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });

  it('marks a guest’s own answers for no cache to keep, and names the session in Vary once', async () => {
    const login = await fetch(`${server.url}/api/authentication/loginByAccountId`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ swipe: ';100200?', accountNumber: '100200' }),
    });
    const { sessionId } = (await login.json()) as { sessionId: string };
    const cart = await fetch(`${server.url}/api/passengers/cart`, { headers: { SessionId: sessionId, Origin: 'http://localhost:5173' } });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    expect(cart.headers.get('vary')).toBe('Origin, SessionId');
    // Public content stays cacheable.
    const content = await fetch(`${server.url}/api/devices/config`);
    expect(content.headers.get('cache-control')).not.toBe('private, no-store');
  });

  it('takes a POST body through to the handlers', async () => {
    const response = await fetch(`${server.url}/api/authentication/loginByAccountId`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ swipe: ';100200?', accountNumber: '100200' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('compression', () => {
  // Today: the demo voyage starts on the day it runs, so a fixed date falls outside it (an empty, uncompressed answer).
  const today = () => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  };
  const lineup = () => `${server.url}/api/programme/lineup?startDate=${today()}&days=1`;
  /** node's fetch decodes what it can; the raw coding is read from the header. */
  const get = (address: string, acceptEncoding: string) => fetch(address, { headers: { 'Accept-Encoding': acceptEncoding } });

  it('sends JSON brotli- or gzip-compressed to a browser that takes it, as a production hub does', async () => {
    const brotli = await get(lineup(), 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const events = (await brotli.json()) as unknown[];
    expect(events.length).toBeGreaterThan(0);
    expect((await get(lineup(), 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get(lineup(), 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(events);
  });

  it('leaves small answers (an error of a few bytes) as they are', async () => {
    const small = await get(`${server.url}/api/no/such/address`, 'br');
    expect(small.status).toBeGreaterThanOrEqual(400);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('pictures', () => {
  const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  it('renders a picture to WebP for a browser, the same bytes on a second request', async () => {
    const address = `${server.url}/api/blobs/image?id=module-1-programme-shows&width=400`;
    const first = await fetch(address, { headers: { Accept: browserAccept } });
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('vary')).toBe('Origin, Accept');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = Buffer.from(await (await fetch(address, { headers: { Accept: browserAccept } })).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('keeps the SVG for a client that does not take WebP', async () => {
    const response = await fetch(`${server.url}/api/blobs/image?id=module-1-programme-shows&width=400`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('leaves drawings a hub serves as SVG alone (chart tiles)', async () => {
    const response = await fetch(`${server.url}/api/osm/3/4/2.png`, { headers: { Accept: browserAccept } });
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('remote reload stream', () => {
  it('tells registered screens to reload when the operator triggers it', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/digitalsignage/events/register`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const reader = stream.body!.getReader();
    await reader.read();
    const trigger = await fetch(`${server.url}/demo/remote-reload?deviceType=DigitalSignage`, { method: 'POST' });
    expect(await trigger.json()).toEqual({ deviceType: 'DigitalSignage', screens: 1 });
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('data: DIGITALSIGNAGE\n\n');
    controller.abort();
    // The screen went away: the demo hub stops counting it.
    await vi.waitFor(() => expect(server.triggerRemoteReload('DigitalSignage')).toBe(0));
  });
});
