#!/usr/bin/env node
/**
 * TV guide time to first paint with many channels, in chromium: starts the demo (built guest app
 * + demo hub, `tooling/demo/start.ts --no-build`), makes the demo video provider carry N channels
 * (its `?channel_count=`, added to the guide's requests by the page's router) and loads
 * /vod/tvguide at 1920×1080 several times, measuring
 *   - first contentful paint,
 *   - the first programme on now painted in the grid (polled every animation frame),
 *   - the programme requests per load (the guide asks only for the rows on screen),
 *   - the rows in the DOM.
 *
 *   pnpm exec turbo run build --filter='./apps/*'   (once)
 *   node tooling/bench/tv-guide-paint.mjs [--channels 100] [--runs 5]
 *
 * Run it in your network namespace (it uses the demo's ports 8080 and 5173). Figures go in
 * docs/performance.md ("Video player (issue 14)" → "TV guide").
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadPlaywrightCore, median, waitForDemo } from './demo-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { values: options } = parseArgs({
  options: { channels: { type: 'string', default: '100' }, runs: { type: 'string', default: '5' } },
});
const channels = Number(options.channels);
const runs = Number(options.runs);
const guestApp = 'http://localhost:5173';

const demo = spawn(process.execPath, ['--import', 'tsx', 'tooling/demo/start.ts', '--no-build'], { cwd: repo, stdio: 'ignore' });
const { chromium } = loadPlaywrightCore();
let browser;
try {
  await waitForDemo(guestApp);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  let programmeRequests = 0;
  await page.route('**/video/channels/getChannelData**', (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.has('channel_ids')) programmeRequests += 1;
    url.searchParams.set('channel_count', String(channels));
    return route.continue({ url: url.toString() });
  });
  const samples = [];
  // The first load logs in to the video service and fills the HTTP cache: a warm-up, not measured.
  for (let run = -1; run < runs; run += 1) {
    programmeRequests = 0;
    await page.goto(`${guestApp}/vod/tvguide`);
    const painted = await page.waitForFunction(
      () => (document.querySelector('[role="grid"] [aria-current="time"]') ? performance.now() : 0),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const sample = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      rowCount: Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')),
      rowsInDom: document.querySelectorAll('[role="grid"] [role="rowheader"]').length,
    }));
    // Let late block requests land before counting them.
    await page.waitForTimeout(500);
    if (run >= 0) samples.push({ ...sample, guide: await painted.jsonValue(), programmeRequests });
  }
  const result = {
    channels,
    runs,
    medianFirstContentfulPaintMs: Math.round(median(samples.map((s) => s.fcp))),
    medianGuidePaintedMs: Math.round(median(samples.map((s) => s.guide))),
    guidePaintedMs: samples.map((s) => Math.round(s.guide)),
    rowCount: samples[0].rowCount,
    rowsInDom: Math.max(...samples.map((s) => s.rowsInDom)),
    programmeRequestsPerLoad: Math.max(...samples.map((s) => s.programmeRequests)),
  };
  console.log(JSON.stringify(result, null, 2));
  if (result.rowCount !== channels) throw new Error(`The guide shows ${result.rowCount} channels, not ${channels}`);
} finally {
  await browser?.close();
  demo.kill('SIGINT');
}
