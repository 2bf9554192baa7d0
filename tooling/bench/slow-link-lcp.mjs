#!/usr/bin/env node
/**
 * Largest contentful paint of the guest app's first screens over a slow, high-latency link (a
 * ship's satellite Wi-Fi), in chromium: starts the demo (built guest app + demo hub,
 * `tooling/demo/start.ts --no-build`) and opens each page several times in a fresh context
 * (cold cache, no service worker) with chromium's network emulation adding `--latency` ms to
 * every request at 1.6 Mbit/s down. Unlike Lighthouse's simulation, the requests really wait,
 * so what it shows is how many round trips stand between the address and the page's picture.
 *
 *   pnpm exec turbo run build --filter='./apps/*'   (once)
 *   node tooling/bench/slow-link-lcp.mjs [--latency 400] [--runs 3] [--page /content/detail/1001 …]
 *
 * Run it in your network namespace (it uses the demo's ports 8080 and 5173). Figures go in
 * docs/performance.md ("Early reads").
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadPlaywrightCore, median, waitForDemo } from './demo-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { values: options } = parseArgs({
  options: {
    latency: { type: 'string', default: '400' },
    runs: { type: 'string', default: '3' },
    page: {
      type: 'string',
      multiple: true,
      default: ['/', '/content/overview', '/content/detail/1001', '/onboard/excursions', '/itinerary/go'],
    },
  },
});
const latency = Number(options.latency);
const runs = Number(options.runs);
const guestApp = 'http://localhost:5173';

/** One cold load of `path` over the emulated link: its LCP, and the hub requests sent before it. */
async function coldLoad(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await page.addInitScript(() => {
      window.benchLcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${guestApp}${path}`, { waitUntil: 'networkidle', timeout: 90_000 });
    await page.waitForTimeout(300);
    return Math.round(await page.evaluate(() => window.benchLcp));
  } finally {
    await context.close();
  }
}

const demo = spawn(process.execPath, ['--import', 'tsx', 'tooling/demo/start.ts', '--no-build'], { cwd: repo, stdio: 'ignore' });
const { chromium } = loadPlaywrightCore();
let browser;
try {
  await waitForDemo(guestApp);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  // A warm-up per page, so the demo hub has rendered its pictures and compressed its files.
  for (const path of options.page) await coldLoad(browser, path);
  const pages = [];
  for (const path of options.page) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await coldLoad(browser, path));
    pages.push({ page: path, medianLcpMs: median(samples), lcpMs: samples });
  }
  console.log(JSON.stringify({ latencyMs: latency, downMbitPerS: 1.6, runs, pages }, null, 2));
} finally {
  await browser?.close();
  demo.kill('SIGINT');
}
