import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoHub, type DemoHub } from '../create-demo-hub';
import { createRemoteReloadChannel, REMOTE_RELOAD_TRIGGER_PATH } from './remote-reload';

export type DemoHubServer = {
  url: string;
  port: number;
  hub: DemoHub;
  triggerRemoteReload: (deviceType: string) => number;
  close: () => Promise<void>;
};

type RemoteReloadChannel = ReturnType<typeof createRemoteReloadChannel>;

const corsHeaders = (origin: string | undefined): Record<string, string> => ({
  'Access-Control-Allow-Origin': origin ?? '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, SessionId, Idempotency-Key, X-Demo-Profile, Accept-Language, X-Musement-Version, X-Musement-Currency',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

async function toFetchRequest(message: IncomingMessage): Promise<Request> {
  const url = `http://${message.headers.host ?? 'localhost'}${message.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const method = message.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

async function answer(hub: DemoHub, reload: RemoteReloadChannel, message: IncomingMessage, response: ServerResponse): Promise<void> {
  const cors = corsHeaders(message.headers.origin);
  if (message.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const path = new URL(message.url ?? '/', 'http://localhost').pathname;
  if (path.endsWith('/digitalsignage/events/register')) {
    reload.register(message, response, cors);
    return;
  }
  if (path === REMOTE_RELOAD_TRIGGER_PATH && message.method === 'POST') {
    const deviceType = new URL(message.url ?? '/', 'http://localhost').searchParams.get('deviceType') ?? 'DigitalSignage';
    const heard = reload.trigger(deviceType);
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ deviceType, screens: heard }));
    return;
  }
  if (path === '/health') {
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const fetched = await hub.fetch(await toFetchRequest(message));
  const headers: Record<string, string> = { ...cors };
  fetched.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(fetched.status, headers);
  response.end(Buffer.from(await fetched.arrayBuffer()));
}

/** The demo hub as a real HTTP server on this machine, for the demo and the end-to-end tests. */
export function startDemoHubServer(options: { port?: number; host?: string } = {}): Promise<DemoHubServer> {
  const hub = createDemoHub();
  const reload = createRemoteReloadChannel();
  const server: Server = createServer((message, response) => {
    answer(hub, reload, message, response).catch((error: unknown) => {
      console.error('demo hub: request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end('{"code":"DEMO_HUB_ERROR","message":"The demo hub failed on this request."}');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}`,
        port,
        hub,
        triggerRemoteReload: (deviceType) => reload.trigger(deviceType),
        close: () =>
          new Promise<void>((done) => {
            reload.closeAll();
            server.close(() => done());
            // Keep-alive connections from browsers would otherwise hold the process open.
            server.closeIdleConnections();
          }),
      });
    });
  });
}
