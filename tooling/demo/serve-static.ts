import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The port the apps assume for a hub on a localhost-style host (hub-client's DEVELOPMENT_HUB_PORT). */
const APPS_DEFAULT_HUB_PORT = 8080;

export type ServeStaticOptions = {
  host?: string;
  /**
   * Where the demo hub listens. When it is not the port the apps assume, a missing config.json is
   * answered with the hub on the page's own host name, so `kiosk.localhost` still reaches the hub
   * as `kiosk.localhost` (the host name picks the device profile).
   */
  hubPort?: number;
};

/** The request path, or undefined when it is not valid percent-encoding (a bad request, never a crash). */
function requestPath(request: IncomingMessage): string | undefined {
  try {
    return decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

function hubOverride(request: IncomingMessage, hubPort: number): string {
  const hostname = new URL(`http://${request.headers.host ?? 'localhost'}`).hostname;
  return JSON.stringify({ hubUrl: `http://${hostname}:${hubPort}/` });
}

/**
 * Serves a built app like a production static host: files as they are, every other path falls
 * back to index.html (the app's router decides), and a missing config.json is a real 404 so the
 * app uses its built-in hub address rules. Any Host is accepted, so `kiosk.localhost` works.
 */
export function serveStatic(directory: string, port: number, options: ServeStaticOptions = {}): Promise<Server> {
  const { host = '127.0.0.1', hubPort = APPS_DEFAULT_HUB_PORT } = options;
  const root = resolve(directory);
  const server = createServer((request, response) => {
    const pathname = requestPath(request);
    if (pathname === undefined) {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    const candidate = normalize(join(root, pathname));
    // With the separator, so a sibling such as `dist-old/` never counts as inside `dist/`.
    const inside = candidate.startsWith(root + sep);
    const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
    if (!isFile && pathname === '/config.json' && hubPort !== APPS_DEFAULT_HUB_PORT) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(hubOverride(request, hubPort));
      return;
    }
    // A missing asset must fail loudly, not come back as index.html with a 200.
    if (!isFile && (pathname === '/config.json' || pathname.startsWith('/assets/'))) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const file = isFile ? candidate : join(root, 'index.html');
    const immutable = isFile && pathname.startsWith('/assets/');
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}
