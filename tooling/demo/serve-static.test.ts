// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, serveStatic } from './serve-static';

const entry = 'console.log("the entry chunk of the app, long enough to be worth compressing");\n'.repeat(40);
let directory: string;
let server: Server;
let port: number;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'serve-static-'));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'index.html'), '<!doctype html><title>App</title>');
  writeFileSync(join(directory, 'config.json'), '{}');
  writeFileSync(join(directory, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(directory, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  writeFileSync(join(directory, 'manifest.webmanifest'), '{"name":"App"}');
  writeFileSync(join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(directory, 'assets', 'index-B2x_k9Qa.js'), entry);
  writeFileSync(join(directory, 'assets', 'photo-Cq1Zp0aB.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = await serveStatic(directory, 0);
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(directory, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A raw request, so the test sees the encoding the server chose (fetch would undo it). */
function get(path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

describe('serveStatic caching, like a production host (issue 20)', () => {
  it('lets a browser keep a hashed asset for a year without asking again', async () => {
    const answer = await get('/assets/index-B2x_k9Qa.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const picture = await get('/assets/photo-Cq1Zp0aB.png');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/',
    '/index.html',
    '/content/detail/1001',
    '/config.json',
    '/sw.js',
    '/registerSW.js',
    '/manifest.webmanifest',
    '/favicon.svg',
  ])('has %s revalidated on every use, so a new version is taken up at once', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('never marks a file without a content hash in its name as immutable', () => {
    expect(cacheControlFor('/assets/logo.svg', true)).toBe('no-cache');
    expect(cacheControlFor('/sw.js', true)).toBe('no-cache');
    expect(cacheControlFor('/assets/index-B2x_k9Qa.js', false)).toBe('no-cache');
    expect(cacheControlFor('/assets/index-B2x_k9Qa.js', true)).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset or config with a 404 instead of the app page', async () => {
    expect((await get('/assets/missing-AAAAAAAA.js')).status).toBe(404);
  });
});

describe('serveStatic while an app is rebuilt', () => {
  // A rebuild empties dist for a moment; the demo died on the first request in that moment.
  it('answers 503 for the app page while its index.html is missing, and keeps serving', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'serve-static-empty-'));
    const rebuilding = await serveStatic(empty, 0);
    const emptyPort = (rebuilding.address() as AddressInfo).port;
    try {
      const ask = () => fetch(`http://127.0.0.1:${emptyPort}/content/overview`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect((await ask()).status).toBe(503);
      writeFileSync(join(empty, 'index.html'), '<!doctype html><title>App</title>');
      expect((await ask()).status).toBe(200);
    } finally {
      await new Promise((done) => rebuilding.close(done));
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('serveStatic compression', () => {
  it('sends brotli to a browser that takes it', async () => {
    const answer = await get('/assets/index-B2x_k9Qa.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(entry.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(entry);
  });

  it('sends gzip to a browser that takes gzip but not brotli', async () => {
    const answer = await get('/assets/index-B2x_k9Qa.js', 'gzip, br;q=0');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(entry);
  });

  it('sends the file as it is to a browser that takes neither', async () => {
    const answer = await get('/index.html', 'identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('<!doctype html><title>App</title>');
  });

  it('sends pictures as they are, since they are compressed already', async () => {
    const answer = await get('/assets/photo-Cq1Zp0aB.png', 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('compresses the SPA fallback as well', async () => {
    const answer = await get('/itinerary/go', 'br');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(answer.body).toString()).toBe('<!doctype html><title>App</title>');
  });
});
