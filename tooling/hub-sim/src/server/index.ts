import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoHub, type DemoHub } from '../create-demo-hub';
import { closeRemoteReloadStreams, triggerRemoteReload } from '../areas/device';
import { compressText, preferredCoding } from './content-coding';
import { createPictureRaster, isRasterPicture } from './picture-raster';

export { acceptsEncoding, compressText, preferredCoding, type ContentCoding } from './content-coding';

export type DemoHubServer = {
  url: string;
  port: number;
  hub: DemoHub;
  triggerRemoteReload: (deviceType: string) => number;
  close: () => Promise<void>;
};

const corsHeaders = (origin: string | undefined): Record<string, string> => ({
  'Access-Control-Allow-Origin': origin ?? '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Authorization, SessionId, Idempotency-Key, Last-Event-ID, X-Demo-Profile, Accept-Language, X-Musement-Version, X-Musement-Currency',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

async function toFetchRequest(message: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const url = `http://${message.headers.host ?? 'localhost'}${message.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const method = message.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers, signal });
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks), signal });
}

/** One Vary header naming each request header once, whoever added it (CORS, a guest's answer, the coding). */
const varyOf = (...lists: (string | null | undefined)[]) =>
  [...new Set(lists.flatMap((list) => (list ?? '').split(',').map((name) => name.trim())).filter(Boolean))].join(', ');

/** Text worth compressing: below about a kilobyte the coding saves less than a packet. */
function isCompressible(contentType: string | null, body: Buffer): boolean {
  return body.length >= 1024 && /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/.test(contentType ?? '');
}

type Answering = { hub: DemoHub; open: Set<AbortController>; raster: ReturnType<typeof createPictureRaster> };

async function answer({ hub, open, raster }: Answering, message: IncomingMessage, response: ServerResponse): Promise<void> {
  const cors = corsHeaders(message.headers.origin);
  if (message.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const path = new URL(message.url ?? '/', 'http://localhost').pathname;
  if (path === '/health') {
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  // The request ends when the browser goes away, so an event stream's listener is dropped.
  const connection = new AbortController();
  response.once('close', () => connection.abort());
  const fetched = await hub.fetch(await toFetchRequest(message, connection.signal));
  const headers: Record<string, string> = { ...cors };
  fetched.headers.forEach((value, name) => {
    if (name !== 'vary') headers[name] = value;
  });
  headers.Vary = varyOf(cors.Vary, fetched.headers.get('Vary'));
  if (fetched.ok && isRasterPicture(path, fetched.headers.get('Content-Type'), message.headers.accept)) {
    const picture = await raster(message.url ?? path, Buffer.from(await fetched.arrayBuffer()));
    headers['content-type'] = 'image/webp';
    headers.Vary = varyOf(headers.Vary, 'Accept');
    response.writeHead(fetched.status, headers).end(picture);
    return;
  }
  if (!fetched.body || !fetched.headers.get('Content-Type')?.startsWith('text/event-stream')) {
    const body = Buffer.from(await fetched.arrayBuffer());
    // JSON and other text compressed as a production hub behind its web server sends it (issue
    // 20: the day's programme is 32 kB of JSON, 3 kB compressed).
    const coding = isCompressible(fetched.headers.get('Content-Type'), body) ? preferredCoding(message) : undefined;
    if (!coding) {
      response.writeHead(fetched.status, headers).end(body);
      return;
    }
    const compressed = await compressText(body, coding);
    delete headers['content-length'];
    response
      .writeHead(fetched.status, { ...headers, 'Content-Encoding': coding, Vary: varyOf(headers.Vary, 'Accept-Encoding') })
      .end(compressed);
    return;
  }
  response.writeHead(fetched.status, headers);
  // An event stream (remote reload): each event goes out as the handler sends it.
  open.add(connection);
  const reader = fetched.body.getReader();
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) response.write(part.value);
  } finally {
    open.delete(connection);
    response.end();
  }
}

/** The demo hub as a real HTTP server on this machine, for the demo and the end-to-end tests. */
export function startDemoHubServer(options: { port?: number; host?: string } = {}): Promise<DemoHubServer> {
  const hub = createDemoHub();
  const streams = new Set<AbortController>();
  const answering: Answering = { hub, open: streams, raster: createPictureRaster() };
  const server: Server = createServer((message, response) => {
    answer(answering, message, response).catch((error: unknown) => {
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
        triggerRemoteReload: (deviceType) => triggerRemoteReload(hub.state, deviceType),
        close: () =>
          new Promise<void>((done) => {
            closeRemoteReloadStreams(hub.state);
            for (const stream of streams) stream.abort();
            server.close(() => done());
            // Keep-alive connections from browsers would otherwise hold the process open.
            server.closeIdleConnections();
          }),
      });
    });
  });
}
