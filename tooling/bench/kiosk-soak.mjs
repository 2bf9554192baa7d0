#!/usr/bin/env node
/**
 * Kiosk soak: a kiosk never reloads, so whatever one guest's session leaves in the page's heap
 * adds up over a cruise. This drives the built kiosk app (card-scan login → My Account → basket →
 * My Account → idle logout) N times in ONE page load against the demo hub, forces a full GC over
 * CDP around the measurements, and fails when the heap grows more than the budget per cycle.
 *
 *   node tooling/bench/kiosk-soak.mjs                 200 cycles (build the apps first)
 *   node tooling/bench/kiosk-soak.mjs --cycles 30     a quicker look
 *   node tooling/bench/kiosk-soak.mjs --snapshots     also diffs heap snapshots (start → end) by kind
 *   options: --cycles N  --warmup N  --budget BYTES  --dist DIR (another kiosk build)  --port N
 *
 * Run by hand, not in the e2e suite: 200 cycles take minutes. Figures go in docs/performance.md.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const { values: options } = parseArgs({
  options: {
    cycles: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '10' },
    // The goal is ≤ 1 KB per guest session after GC; measured 0.7–1.5 KB in the steady state (V8
    // still tiering code up after 200 sessions, no app objects retained), so the budget sits just
    // above that until the goal is reached (docs/performance.md "Kiosk soak").
    budget: { type: 'string', default: '2048' },
    dist: { type: 'string', default: join(repo, 'apps', 'kiosk', 'dist') },
    // Away from the demo's and the e2e suite's ports, so the soak can run beside them.
    port: { type: 'string', default: '27180' },
    'sample-every': { type: 'string', default: '10' },
    // Heap snapshots at the start and the end of the measured run, compared by what the objects are.
    snapshots: { type: 'boolean', default: false },
  },
});
const cycles = Number(options.cycles);
const warmup = Number(options.warmup);
const budgetBytes = Number(options.budget);
const sampleEvery = Math.max(1, Number(options['sample-every']));
const dist = resolve(options.dist);
const hubPort = Number(options.port);
const kioskPort = hubPort + 1;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No kiosk build in ${dist}: build with \`npx pnpm@10.34.8 exec turbo run build --filter='./apps/*'\` first.`);
  process.exit(1);
}

/** playwright-core as the e2e suite has it (no browser download: Debian's chromium is used). */
function loadPlaywrightCore() {
  const fromE2e = createRequire(join(repo, 'tooling', 'e2e', 'package.json'));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test/package.json'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
  return fromPlaywright('playwright-core');
}

/** The demo hub and the static server, started the way tooling/demo does it, on our own ports. */
async function startDemo() {
  const { tsImport } = await import('tsx/esm/api');
  const demoParent = pathToFileURL(join(repo, 'tooling', 'demo', 'start-demo.ts')).href;
  const { serveStatic } = await tsImport('./serve-static.ts', demoParent);
  const { startDemoHubServer } = await tsImport('@companion/hub-sim/server', demoParent);
  const { demoGuests } = await tsImport('@companion/hub-sim', demoParent);
  const hub = await startDemoHubServer({ port: hubPort, host: '127.0.0.1' });
  const app = await serveStatic(dist, kioskPort, { hubPort });
  const close = async () => {
    const closed = new Promise((done) => app.close(() => done()));
    app.closeAllConnections();
    await closed;
    await hub.close();
  };
  // Two guests who log in straight away (others must change their PIN first), taking turns.
  return { close, guests: [demoGuests.smith, demoGuests.berger] };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

/** A heap snapshot over CDP, summed by kind: `object Foo`, `closure bar`, `code`, `string`, … */
async function heapCensus(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const census = new Map();
  for (let at = 0; at < nodes.length; at += fields.length) {
    const type = types[nodes[at + typeAt]];
    // Objects, closures and native objects by their constructor or function; the rest by type.
    const named = type === 'object' || type === 'closure' || type === 'native' || type === 'hidden' || type === 'code';
    const key = named ? `${type} ${String(strings[nodes[at + nameAt]]).slice(0, 80)}` : type;
    const entry = census.get(key) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += nodes[at + sizeAt];
    census.set(key, entry);
  }
  return census;
}

/** What grew between two censuses, largest first. */
function censusGrowth(before, after, top = 25) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .map((key) => {
      const a = before.get(key) ?? { count: 0, size: 0 };
      const b = after.get(key) ?? { count: 0, size: 0 };
      return { key, count: b.count - a.count, size: b.size - a.size };
    })
    .filter((row) => row.size !== 0 || row.count !== 0)
    .sort((x, y) => y.size - x.size)
    .slice(0, top);
}

/** Least-squares slope of heap over cycle number: steadier than first-to-last against GC noise. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.cycle, 0) / n;
  const my = points.reduce((sum, p) => sum + p.heap, 0) / n;
  const num = points.reduce((sum, p) => sum + (p.cycle - mx) * (p.heap - my), 0);
  const den = points.reduce((sum, p) => sum + (p.cycle - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const { chromium } = loadPlaywrightCore();
const demo = await startDemo();
// The same chromium, flags and all, as the e2e suite: read from its folder, as playwright-core is above.
const { chromiumLaunchOptions } = await import(pathToFileURL(join(repo, 'tooling', 'e2e', 'chromium-launch.mjs')).href);
const browser = await chromium.launch(chromiumLaunchOptions);

let failed = false;
let page;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1024 } });
  page = await context.newPage();
  // The idle logout waits 60 s of the page's clock; the soak moves that clock on instead.
  await page.clock.install();
  const kiosk = `http://kiosk-resco.localhost:${kioskPort}`;
  await page.goto(`${kiosk}/`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  /** Within the app, as a link does: the page is never reloaded. */
  const openInApp = (path) =>
    page.evaluate((to) => {
      const idx = (window.history.state?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);

  async function guestSession(guest) {
    // The dashboard's My Account tile: the guard sends the guest to the card reader.
    await page.getByRole('link', { name: 'My Account' }).first().click();
    const reader = page.getByLabel('Card reader');
    await reader.pressSequentially(`;${guest.accountNumber}=2612?`);
    await reader.press('Enter');
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    await page.getByText(`${guest.lastName}, ${guest.firstName}`).first().waitFor();
    await openInApp('/basket');
    await page.getByRole('heading', { name: 'Basket', level: 1 }).waitFor();
    await openInApp('/my_account');
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    // The guest walks away: the kiosk's idle logout (60 s) ends the session and goes home.
    await page.clock.runFor(61_000);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(`${guest.lastName}, ${guest.firstName}`).first().waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'My Account' }).first().waitFor();
  }

  async function measure() {
    // Several passes: one full GC can leave what a finaliser or weak callback frees for the next.
    for (let pass = 0; pass < 3; pass += 1) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
    return { heap: usedSize, nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
  }

  let done = 0;
  const run = async (count) => {
    for (let i = 0; i < count; i += 1, done += 1) await guestSession(demo.guests[done % demo.guests.length]);
  };

  await run(warmup);
  const start = await measure();
  const startCensus = options.snapshots ? await heapCensus(cdp) : undefined;
  const samples = [{ cycle: 0, ...start }];
  const startedAt = Date.now();
  for (let measured = 0; measured < cycles;) {
    const step = Math.min(sampleEvery, cycles - measured);
    await run(step);
    measured += step;
    samples.push({ cycle: measured, ...(await measure()) });
    process.stdout.write(`\r${measured}/${cycles} cycles, heap ${kib(samples.at(-1).heap)}   `);
  }
  const end = samples.at(-1);
  const perCycle = (end.heap - start.heap) / cycles;
  const fitted = slope(samples);
  // The first hundred or so sessions still compile code (V8 tiers up) and fill the browser's
  // bounded performance buffers (resource, event and layout-shift timing); what a kiosk that runs
  // for days accumulates is the slope once that is done, so the second half of the run decides.
  const steady = slope(samples.slice(Math.floor(samples.length / 2)));
  console.log('\n');
  console.log(
    `kiosk soak: ${cycles} guest sessions in one page load (after ${warmup} warm-up), ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
  );
  console.log(`  heap after GC   ${kib(start.heap)} → ${kib(end.heap)}`);
  console.log(`  per cycle       ${perCycle.toFixed(0)} B first to last, ${fitted.toFixed(0)} B fitted over the whole run`);
  console.log(
    `  steady state    ${steady.toFixed(0)} B per cycle (fitted over the second half, cycles ${samples.at(Math.floor(samples.length / 2)).cycle}–${end.cycle})`,
  );
  console.log(`  DOM nodes       ${start.nodes} → ${end.nodes}`);
  console.log(`  JS listeners    ${start.listeners} → ${end.listeners}`);
  console.log(`  budget          ${budgetBytes} B per cycle in the steady state`);
  if (startCensus) {
    await measure();
    const endCensus = await heapCensus(cdp);
    const show = (title, rows) => {
      console.log(`  ${title} (bytes, count, kind):`);
      for (const row of rows) console.log(`    ${String(row.size).padStart(9)} ${String(row.count).padStart(7)}  ${row.key}`);
    };
    show(`heap snapshot growth over ${cycles} cycles`, censusGrowth(startCensus, endCensus));
    // The app's own objects, without V8's compiled code and the browser's native (Blink) objects.
    const ours = (census) => new Map([...census].filter(([key]) => !key.startsWith('native ') && !key.startsWith('code ')));
    show('of which JavaScript objects, strings and closures', censusGrowth(ours(startCensus), ours(endCensus), 15));
  }
  failed = steady > budgetBytes || end.nodes > start.nodes || end.listeners > start.listeners;
  console.log(failed ? 'FAILED: over the budget, or DOM nodes / listeners grew.' : 'within budget');
} catch (error) {
  failed = true;
  console.error('\nThe soak did not complete:', error);
  if (page)
    console.error(
      `at ${page.url()}:\n${(
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 800)}`,
    );
} finally {
  await browser.close();
  await demo.close();
}
process.exit(failed ? 1 : 0);
