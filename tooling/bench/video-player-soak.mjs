#!/usr/bin/env node
/**
 * Video player soak and behaviour check, in chromium: builds a one-page harness around the shared
 * VideoPlayer (packages/ui/src/video-player) with the apps' Vite settings and Content-Security-Policy,
 * then in ONE page load
 *   - opens and closes the player N times (default 50), and fails when a player is left undisposed,
 *     a <video> element or a JS event listener is left behind, or the heap after GC grows more than
 *     the budget against the first cycle;
 *   - checks what the issue asks of the player in a real browser: the seek guard holds, resume
 *     starts near startAt, positions are reported, controls take keyboard focus with a visible
 *     outline and stay reachable after they auto-hide, and no CSP violation happens.
 *
 *   node tooling/bench/video-player-soak.mjs [--cycles 50] [--budget 65536] [--port 27190]
 *
 * Figures go in docs/performance.md ("Video player").
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { createAppViteConfig } from '@companion/vite-app-config';
import { loadPlaywrightCore } from './demo-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const out = join(here, 'out', 'video-player-soak');

const { values: options } = parseArgs({
  options: {
    cycles: { type: 'string', default: '50' },
    // Heap after GC may move by a few KiB (V8 compiling, bounded browser buffers); a leaked player
    // with its element, tech and listeners is far larger.
    // Per cycle, fitted over the cycles after a warm-up (V8 compiles video.js's code during the
    // first dozens of cycles, which is not a leak).
    budget: { type: 'string', default: '4096' },
    warmup: { type: 'string', default: '10' },
    port: { type: 'string', default: '27190' },
  },
});
const cycles = Number(options.cycles);
const budgetBytes = Number(options.budget);
const warmup = Number(options.warmup);
const port = Number(options.port);

/** The harness: a page that mounts and unmounts the player on command (window.soak). */
function writeHarness() {
  mkdirSync(join(out, 'src'), { recursive: true });
  const player = join(repo, 'packages', 'ui', 'src', 'video-player', 'VideoPlayer.tsx');
  writeFileSync(
    join(out, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Player soak</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(out, 'src', 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { VideoPlayer } from ${JSON.stringify(player)};
const root = createRoot(document.getElementById('root')!);
// A throwaway page the bench builds and drives from Playwright: the soak record is untyped glue,
// read back with page.evaluate; Vite strips these types without checking them.
const w = window as any;
// Only the open player is held: keeping every player here would itself be the leak measured.
w.soak = { player: undefined as any, created: 0, disposed: 0, positions: 0, violations: [] as string[] };
document.addEventListener('securitypolicyviolation', (e) => w.soak.violations.push(e.violatedDirective + ' ' + e.blockedURI));
// A new token on every read: each request must show the one read for it, never a captured one.
let reads = 0;
w.soak.openHls = () =>
  flushSync(() =>
    root.render(
      <VideoPlayer
        key="hls"
        sources={[{ src: '/hls/index.m3u8', type: 'application/x-mpegURL' }]}
        title="Film hls"
        autoplay
        bearerToken={() => 'token-' + (reads += 1)}
        onPlayer={(p: any) => { w.soak.player = p; w.soak.created += 1; p.on('dispose', () => (w.soak.disposed += 1)); }}
        onError={(m) => (w.soak.error = m)}
      />,
    ),
  );
w.soak.open = (cycle: number, extra: { startAt?: number; guard?: boolean } = {}) =>
  flushSync(() =>
    root.render(
      <VideoPlayer
        key={cycle}
        sources={[{ src: '/clip.webm', type: 'video/webm' }]}
        title={'Film ' + cycle}
        autoplay
        startAt={extra.startAt}
        seekGuard={extra.guard ? (requested, current) => Math.min(requested, current + 0.25) : undefined}
        onPosition={() => (w.soak.positions += 1)}
        onPlayer={(p: any) => { w.soak.player = p; w.soak.logHistory = p.log.history?.().length; w.soak.created += 1; p.on('dispose', () => (w.soak.disposed += 1)); }}
      />,
    ),
  );
w.soak.close = () => { flushSync(() => root.render(<p>closed</p>)); w.soak.player = undefined; };
`,
  );
}

async function demoMedia() {
  const { tsImport } = await import('tsx/esm/api');
  const parent = pathToFileURL(join(repo, 'tooling', 'hub-sim', 'src', 'index.ts')).href;
  const { demoVideoWebm } = await tsImport('./media/demo-video.ts', parent);
  const { demoHlsStream, demoHlsPlaylist } = await tsImport('./media/demo-hls.ts', parent);
  return { clip: demoVideoWebm(), hls: demoHlsStream(), playlist: demoHlsPlaylist() };
}

/** HLS requests seen by the server, with the Authorization header each carried. */
const hlsRequests = [];

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.webm': 'video/webm', '.woff': 'font/woff' };

function serve(dist) {
  const server = createServer((request, response) => {
    const hlsPath = new URL(request.url, 'http://x').pathname.match(/^\/hls\/(.+)$/)?.[1];
    if (hlsPath) {
      const authorization = request.headers.authorization ?? '';
      hlsRequests.push({ path: hlsPath, authorization });
      if (!authorization.startsWith('Bearer token-')) return void response.writeHead(401).end();
      const segment = hlsPath.match(/^segment-(\d+)\.m4s$/)?.[1];
      const body =
        hlsPath === 'index.m3u8'
          ? media.playlist
          : hlsPath === 'init.mp4'
            ? media.hls.init
            : segment !== undefined
              ? media.hls.segments[Number(segment)]?.bytes
              : undefined;
      if (body === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': hlsPath.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp4' });
      return void response.end(body);
    }
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

writeHarness();
const config = createAppViteConfig();
await build({ ...config, root: out, logLevel: 'warn', build: { ...config.build, outDir: join(out, 'dist'), emptyOutDir: true } });
// VHS runs its transmuxer and decrypter in workers made from blob: URLs, so the apps' policy must
// allow worker-src blob: (docs/decisions.md, "The video player"); until the shared policy says
// so, the harness adds it, and reports that it had to.
const indexHtml = join(out, 'dist', 'index.html');
const builtHtml = readFileSync(indexHtml, 'utf8');
const policyHasBlobWorkers = /worker-src[^;"]*blob:/.test(builtHtml);
if (!policyHasBlobWorkers) writeFileSync(indexHtml, builtHtml.replace(/worker-src 'self'/, "worker-src 'self' blob:"));
const media = await demoMedia();
writeFileSync(join(out, 'dist', 'clip.webm'), media.clip);
const server = await serve(join(out, 'dist'));

const { chromium } = loadPlaywrightCore();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const problems = [];
/** Least-squares slope of heap over cycle number: steadier than first-to-last against GC noise. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.cycle, 0) / n;
  const my = points.reduce((sum, p) => sum + p.heap, 0) / n;
  const num = points.reduce((sum, p) => sum + (p.cycle - mx) * (p.heap - my), 0);
  const den = points.reduce((sum, p) => sum + (p.cycle - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'soak' in window);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const measure = async () => {
    for (let pass = 0; pass < 3; pass += 1) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
    const media = await page.evaluate(() => document.querySelectorAll('video, video-js, audio').length);
    return { heap: usedSize, listeners: metric('JSEventListeners'), nodes: metric('Nodes'), media };
  };
  const cycle = async (n, extra) => {
    await page.evaluate(([i, e]) => window.soak.open(i, e), [n, extra]);
    await page.getByRole('region', { name: `Film ${n}` }).waitFor();
    await page.waitForFunction(() => window.soak.player?.readyState() >= 1);
    await page.evaluate(() => window.soak.close());
  };

  // Behaviour, on one open player.
  await page.evaluate(() => window.soak.open(-1, { startAt: 1, guard: true }));
  await page.getByRole('region', { name: 'Film -1' }).waitFor();
  await page.waitForFunction(() => window.soak.positions > 0 && window.soak.player.currentTime() > 0.9);
  const resumedAt = await page.evaluate(() => window.soak.player.currentTime());
  const afterGuard = await page.evaluate(() => {
    const p = window.soak.player;
    const before = p.currentTime();
    p.currentTime(0.1); // backwards is allowed
    const back = p.currentTime();
    p.currentTime(1.9); // far ahead is refused: the guard allows 0.25 s past the current time
    return { before, back, ahead: p.currentTime() };
  });
  if (resumedAt < 0.9) problems.push(`did not resume near 1 s (at ${resumedAt})`);
  if (afterGuard.back > 0.2) problems.push(`a backward seek was refused (${JSON.stringify(afterGuard)})`);
  if (afterGuard.ahead > 0.5) problems.push(`the seek guard let a seek ahead through (${JSON.stringify(afterGuard)})`);
  // Keyboard: Tab reaches a control; its focus outline is drawn; after auto-hide Tab shows the bar.
  await page.evaluate(() => window.soak.player.userActive(false));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    const bar = document.querySelector('.vjs-control-bar');
    return {
      inPlayer: Boolean(el?.closest('.video-js')),
      name: el?.getAttribute('title') ?? el?.textContent?.trim(),
      outline: el ? getComputedStyle(el).outlineStyle : 'none',
      focusVisible: el?.matches(':focus-visible'),
      barOpacity: bar ? getComputedStyle(bar).opacity : '0',
    };
  });
  if (!focus.inPlayer) problems.push('Tab did not reach a player control');
  if (focus.outline === 'none') problems.push('the focused control shows no outline');
  if (Number(focus.barOpacity) < 1) problems.push(`the control bar stayed hidden while a control had focus (opacity ${focus.barOpacity})`);
  await page.evaluate(() => window.soak.close());

  // HLS through VHS: every playlist and segment request carries the token read at that moment.
  page.on('console', (m) => process.env.SOAK_DEBUG && console.log('page:', m.text()));
  await page.evaluate(() => window.soak.openHls());
  await page.waitForFunction(() => window.soak.player?.currentTime() > 1 || window.soak.error, null, { timeout: 20_000 });
  const hlsError = await page.evaluate(() => window.soak.error);
  await page.evaluate(() => window.soak.close());
  const withoutToken = hlsRequests.filter((r) => !r.authorization.startsWith('Bearer '));
  const distinctTokens = new Set(hlsRequests.map((r) => r.authorization)).size;
  console.log(
    `  HLS              ${hlsRequests.length} requests (${hlsRequests.map((r) => r.path + ':' + r.authorization.slice(7)).join(' ')})`,
  );
  if (hlsError) problems.push(`HLS did not play: ${hlsError}`);
  if (hlsRequests.length < 3 || withoutToken.length > 0) problems.push('an HLS request went without the bearer token');
  if (distinctTokens < hlsRequests.length) problems.push('the token was not read afresh for every request');

  await cycle(0);
  const first = await measure();
  for (let n = 1; n <= warmup; n += 1) await cycle(n);
  const start = await measure();
  const samples = [{ cycle: 0, heap: start.heap }];
  const startedAt = Date.now();
  for (let n = 1; n <= cycles; n += 1) {
    await cycle(warmup + n);
    if (n % 10 === 0) samples.push({ cycle: n, heap: (await measure()).heap });
  }
  const end = await measure();
  const perCycle = slope(samples);
  const logHistory = await page.evaluate(() => window.soak.logHistory);
  const undisposed = await page.evaluate(() => window.soak.created - window.soak.disposed);
  const violations = await page.evaluate(() => window.soak.violations);
  console.log(`video player soak: ${cycles} open/close cycles in one page, ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  console.log(
    `  heap after GC    after the first cycle ${kib(first.heap)}, after ${warmup} warm-up cycles ${kib(start.heap)}, after ${cycles} more ${kib(end.heap)}`,
  );
  console.log(
    `  per cycle        ${perCycle.toFixed(0)} B fitted over the ${cycles} measured cycles (budget ${budgetBytes} B); video.js log history ${logHistory} entries`,
  );
  console.log(`  JS listeners     ${start.listeners} → ${end.listeners}`);
  console.log(`  DOM nodes        ${start.nodes} → ${end.nodes}`);
  console.log(`  media elements   ${start.media} → ${end.media}; undisposed players ${undisposed}`);
  console.log(`  resume           started at ${resumedAt.toFixed(2)} s for startAt 1`);
  console.log(`  seek guard       ${JSON.stringify(afterGuard)}`);
  console.log(`  keyboard         ${JSON.stringify(focus)}`);
  if (perCycle > budgetBytes) problems.push(`heap grows ${perCycle.toFixed(0)} B per cycle (budget ${budgetBytes} B)`);
  if (end.listeners > start.listeners) problems.push('JS event listeners grew');
  if (end.media > 0) problems.push(`${end.media} media elements left in the page`);
  if (undisposed > 0) problems.push(`${undisposed} players left undisposed`);
  if (violations.length > 0) problems.push(`CSP violations: ${violations.join(', ')}`);
} catch (error) {
  problems.push(`the soak did not complete: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await browser.close();
  server.close();
}
if (!policyHasBlobWorkers)
  console.log("note: the apps' Content-Security-Policy lacks worker-src blob:, which HLS playback needs; the harness added it");
console.log(problems.length ? `FAILED:\n  ${problems.join('\n  ')}` : 'passed');
process.exit(problems.length ? 1 : 0);
