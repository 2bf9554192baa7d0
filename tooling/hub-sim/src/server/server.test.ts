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

  it('takes a POST body through to the handlers', async () => {
    const response = await fetch(`${server.url}/api/authentication/loginByAccountId`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ swipe: ';100200?', accountNumber: '100200' }),
    });
    expect(response.status).toBe(200);
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
