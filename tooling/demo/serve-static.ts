import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { compressText, preferredCoding, type ContentCoding } from '@companion/hub-sim/server';

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

/** Text compresses several times over; images and fonts are compressed already. */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.webmanifest', '.wasm']);

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

/**
 * The app's own config.json (the shipped one is `{}`), with the hub on the page's host name added
 * when the file names no hub itself.
 */
function hubOverride(request: IncomingMessage, hubPort: number, shipped: string | undefined): string {
  const hostname = new URL(`http://${request.headers.host ?? 'localhost'}`).hostname;
  let config: Record<string, unknown> = {};
  try {
    const parsed: unknown = shipped ? JSON.parse(readFileSync(shipped, 'utf8')) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) config = parsed as Record<string, unknown>;
  } catch {
    // An unreadable file is what the app would treat as no override; so does the demo.
  }
  if (config.hubUrl || config.hubApiUrl) return JSON.stringify(config);
  return JSON.stringify({ ...config, hubUrl: `http://${hostname}:${hubPort}/` });
}

/** Vite names every built asset `<name>-<hash>.<ext>`: its address changes whenever its content does. */
const hashedAsset = /^\/assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * How long a browser may keep a file, as a production host sets it (platform.md §9, issue 20):
 * a hashed asset never changes, so it is cached for a year without asking again; everything else
 * (index.html and the SPA fallback, config.json, sw.js, registerSW.js, the manifest, the favicon)
 * is revalidated on every use, so a new version or a changed configuration is taken up at once.
 */
export function cacheControlFor(pathname: string, servedFile: boolean): string {
  return servedFile && hashedAsset.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Compressed bodies (`compressText`), made once per file version. */
const compressedFiles = new Map<string, Promise<Buffer>>();

function compressedFile(file: string, coding: ContentCoding): Promise<Buffer> {
  let version: { mtimeMs: number; size: number };
  try {
    version = statSync(file);
  } catch (error) {
    // Gone between the check and now (a rebuild): the caller answers 500, the server stays up.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const { mtimeMs, size } = version;
  const key = `${coding}:${file}:${mtimeMs}:${size}`;
  let body = compressedFiles.get(key);
  if (!body) {
    body = readFile(file).then((content) => compressText(content, coding));
    // A failed read is not kept: the next request tries again.
    body.catch(() => compressedFiles.delete(key));
    compressedFiles.set(key, body);
  }
  return body;
}

/**
 * Serves a built app like a production static host: files as they are, every other path falls
 * back to index.html (the app's router decides); the app's shipped config.json gets the demo
 * hub's address added. Text is sent brotli- or gzip-compressed to browsers that take it, and
 * hashed assets are cached for good while everything else is revalidated, as a production host
 * would. It listens on loopback only and does not check the Host header on purpose: the
 * demo picks the device kind from the host name (`kiosk.localhost`, `signage.localhost`), and
 * every such name resolves to this machine.
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
    if (pathname === '/config.json' && hubPort !== APPS_DEFAULT_HUB_PORT) {
      response
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(hubOverride(request, hubPort, isFile ? candidate : undefined));
      return;
    }
    // A missing asset must fail loudly, not come back as index.html with a 200.
    if (!isFile && (pathname === '/config.json' || pathname.startsWith('/assets/'))) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const file = isFile ? candidate : join(root, 'index.html');
    // While an app is rebuilt its dist folder is empty for a moment: say so, as a host mid-deploy
    // would, instead of throwing in the handler, which ended the whole demo (every app and the hub).
    if (!isFile && !existsSync(file)) {
      response
        .writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '5', 'Cache-Control': 'no-store' })
        .end('The app is being rebuilt');
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(pathname, isFile),
    };
    if (!compressible.has(extname(file))) {
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
      return;
    }
    // The same address answers compressed or not, so caches must key on Accept-Encoding.
    headers.Vary = 'Accept-Encoding';
    const coding = preferredCoding(request);
    if (!coding) {
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
      return;
    }
    compressedFile(file, coding).then(
      (body) => {
        response.writeHead(200, { ...headers, 'Content-Encoding': coding, 'Content-Length': String(body.length) });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end('Could not read the file');
      },
    );
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}
