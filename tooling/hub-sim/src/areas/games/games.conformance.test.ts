// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoHub } from '../../create-demo-hub';
import { startDemoHubServer, type DemoHubServer } from '../../server';
import { getDeviceConfig } from '@companion/hub-client';
import { demoClient, expectOk } from '../../test/demo-client';
import { demoGames } from './handlers';

const gameIds = [
  'TeenieMeanies',
  'SolitaireClassic',
  'BirdVsBird',
  '2048',
  'Eye2Eye',
  'TwoToMatch',
  'HoneyImHome',
  'SudokuClassic',
  'PicFix',
];

/** Width, height and the inflated pixel rows of a PNG, read the way a decoder would. */
function readPng(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    if (type === 'IHDR') [width, height] = [view.getUint32(at + 8), view.getUint32(at + 12)];
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return { width, height, rows: inflateSync(Buffer.concat(idat)) };
}

describe('the guest dashboard', () => {
  // §2.6 / issue 18 point 4: the games list is reached from the dashboard, as are ratings and problem reporting.
  it('has a Games tile to /games/overview, and tiles to the ratings, the problems and the muster', async () => {
    const config = expectOk(await getDeviceConfig(demoClient('app.localhost').hub));
    const tiles = config.deviceGroup.deviceProfile.modules.map((module) => [module.label, module.url]);
    expect(tiles).toContainEqual(['Games', '/games/overview']);
    expect(tiles).toContainEqual(['Ratings & Feedback', '/ratings/overview']);
    expect(tiles).toContainEqual(['Report a Problem', '/problem/overview']);
    expect(tiles).toContainEqual(['Safety Muster', '/muster/home']);
  });
});

describe('the demo games host', () => {
  it('knows the nine games of the spec', () => {
    expect(Object.keys(demoGames).sort()).toEqual([...gameIds].sort());
  });

  it.each(gameIds)('serves a real PNG logo for %s', async (gameId) => {
    const response = await createDemoHub().fetch(`http://localhost:8080/games/${gameId}/logo.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { width, height, rows } = readPng(bytes);
    expect([width, height]).toEqual([192, 192]);
    expect(rows.length).toBe(192 * (1 + 192 * 4)); // RGBA: the rounded square's corners are transparent
  });

  it("serves each game's page", async () => {
    const response = await createDemoHub().fetch('http://localhost:8080/games/HoneyImHome/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<title>Honey I&#39;m Home</title>');
  });

  it('answers 404 for a game it does not know', async () => {
    expect((await createDemoHub().fetch('http://localhost:8080/games/Pong/index.html')).status).toBe(404);
    expect((await createDemoHub().fetch('http://localhost:8080/games/Pong/logo.png')).status).toBe(404);
    expect((await createDemoHub().fetch('http://localhost:8080/games/constructor/logo.png')).status).toBe(404);
    expect((await createDemoHub().fetch('http://localhost:8080/games/toString/index.html')).status).toBe(404);
  });
});

describe('the demo games host over HTTP', () => {
  let server: DemoHubServer;
  beforeAll(async () => {
    server = await startDemoHubServer({ port: 0 });
  });
  afterAll(() => server.close());

  // Games live outside /api/, at the root of the hub's address, as the app asks for them.
  it('answers outside /api/ on the real server', async () => {
    const logo = await fetch(`${server.url}/games/2048/logo.png`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const page = await fetch(`${server.url}/games/2048/index.html`);
    expect(await page.text()).toContain('<h1>2048</h1>');
  });
});
