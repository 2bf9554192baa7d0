// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHubServer, type DemoHubServer } from './index';

let server: DemoHubServer;
beforeAll(async () => {
  server = await startDemoHubServer({ port: 0 });
});
afterAll(() => server.close());

/** fetch() cannot set Host, so this goes through node:http as a browser on kiosk.localhost would arrive. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { Host: host } }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('demo hub server: the host picks the device', () => {
  it.each([
    ['localhost', 'App', 'Passenger', 'Aurora Star'],
    ['kiosk.localhost', 'Kiosk', 'Passenger', 'Aurora Star Kiosk'],
    ['signage.localhost', 'DigitalSignage', 'Passenger', 'Aurora Star Signage'],
    ['app-hotelfriend.localhost', 'App', 'HotelFriend', 'Aurora Star'],
    ['kiosk-resco.localhost', 'Kiosk', 'Resco', 'Aurora Star Kiosk'],
  ])('%s answers as %s with %s login', async (host, deviceType, loginType, title) => {
    const { status, body } = await getWithHost('/api/devices/config', `${host}:${server.port}`);
    expect(status).toBe(200);
    const config = JSON.parse(body) as { hub: { appTitle: string }; deviceGroup: { deviceType: string }; authentication: { type: string } };
    expect(config.deviceGroup.deviceType).toBe(deviceType);
    expect(config.authentication.type).toBe(loginType);
    expect(config.hub.appTitle).toBe(title);
  });

  it('answers an unknown call with a 404 JSON error and CORS headers', async () => {
    const response = await fetch(`${server.url}/api/no/such/call`, { headers: { Origin: 'http://kiosk.localhost:5174' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://kiosk.localhost:5174');
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps a session between requests and answers 403 without one', async () => {
    const post = (path: string, body: unknown, sessionId?: string) =>
      fetch(`${server.url}/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(sessionId ? { SessionId: sessionId } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post('pms/resetPin', {})).status).toBe(403);
    const login = (await (await post('authentication/loginByAccountId', { swipe: ';100400?', accountNumber: '100400' })).json()) as {
      sessionId: string;
    };
    expect((await post('pms/resetPin', {}, login.sessionId)).status).toBe(200);
  });
});

describe('demo hub server lifecycle', () => {
  it('stops listening when closed', async () => {
    const second = await startDemoHubServer({ port: 0 });
    expect((await fetch(`${second.url}/health`)).status).toBe(200);
    await second.close();
    await expect(fetch(`${second.url}/health`)).rejects.toThrow();
  });
});
