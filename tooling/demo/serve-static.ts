import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

/**
 * Serves a built app like a production static host: files as they are, every other path falls
 * back to index.html (the app's router decides), and a missing config.json is a real 404 so the
 * app uses its built-in hub address rules. Any Host is accepted, so `kiosk.localhost` works.
 */
export function serveStatic(directory: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(directory);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidate = normalize(join(root, pathname));
    const inside = candidate.startsWith(root);
    const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
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
