// Round trips of a first start (issue 20): for each address, every request with its start and
// end, the first contentful paint, how many requests started before it, and the deepest request
// chain (hops from the HTML by the requests' CDP initiators, async stacks included; an image's
// initiator is not attributed, it counts as one hop). Fresh context, cache off, slow-4G-like
// throttling (150 ms, 1.6 Mbit/s); RUNS=3 for three runs each, VERBOSE=1 for every request.
// Against the demo (`node --import tsx tooling/demo/start.ts --no-build`), in a network namespace:
//   RUNS=3 node tooling/bench/start-requests.mjs http://localhost:5173/ http://signage.localhost:5175/
import { createRequire } from 'node:module';

const { chromium } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test');
const urls = process.argv.slice(2);
const throttle = process.env.THROTTLE !== '0';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
/** @type {Record<string, unknown>[]} */
const rows = [];
const runs = Number(process.env.RUNS ?? 1);
for (const url of urls)
  for (let run = 0; run < runs; run++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    const sent = [];
    cdp.on('Network.requestWillBeSent', (e) => sent.push(e));
    await page.goto(url, { waitUntil: 'load' });
    // Signage never goes network-idle (its event stream): a fixed settle time for every page.
    await page.waitForTimeout(5000);
    const fcp = await page.evaluate(
      () => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime,
    );
    const timing = await page.evaluate(() =>
      [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((r) => [
        r.name,
        r.startTime,
        r.responseEnd,
      ]),
    );
    const depth = new Map();
    const urlsOf = (initiator) => {
      const out = [];
      if (initiator.url) out.push(initiator.url);
      for (let stack = initiator.stack; stack; stack = stack.parent) for (const frame of stack.callFrames) out.push(frame.url);
      return out.filter(Boolean);
    };
    const list = [];
    for (const e of sent) {
      const u = e.request.url.replace(/#.*$/, '');
      if (u.startsWith('data:') || u.startsWith('blob:') || u.startsWith('chrome')) continue;
      let d = 0;
      if (e.type !== 'Document' || depth.size > 0) {
        const parents = urlsOf(e.initiator).map((p) => depth.get(p.replace(/#.*$/, '')) ?? 0);
        d = 1 + Math.max(0, ...parents);
      }
      if (!depth.has(u)) depth.set(u, d);
      const t = timing.find((r) => r[0] === e.request.url);
      list.push({ url: u, d, start: t ? t[1] : undefined, end: t ? t[2] : undefined, type: e.type, init: e.initiator.type });
    }
    const before = list.filter((r) => r.start !== undefined && r.start < fcp);
    const deepestBefore = before.reduce((a, r) => (r.d > a.d ? r : a), { d: 0 });
    const deepest = list.reduce((a, r) => (r.d > a.d ? r : a), { d: 0 });
    const notImages = before.filter((r) => !r.url.includes('/blobs/image'));
    rows.push({
      url,
      run,
      codeAndDataBefore: notImages.length,
      fcp: Math.round(fcp),
      requests: list.length,
      before: before.length,
      depthBefore: deepestBefore.d,
      deepestBefore: deepestBefore.url?.replace(/^https?:\/\/[^/]+/, ''),
      depth: deepest.d,
      deepest: deepest.url?.replace(/^https?:\/\/[^/]+/, ''),
    });
    if (process.env.VERBOSE)
      for (const r of list)
        console.log(
          String(Math.round(r.start ?? -1)).padStart(6),
          String(Math.round(r.end ?? -1)).padStart(6),
          r.d,
          r.init.padEnd(7),
          r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 110),
        );
    await ctx.close();
  }
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = [...new Set(rows.map((row) => row.url))].map((url) => {
  const runs_ = rows.filter((row) => row.url === url);
  const of = (key) => median(runs_.map((row) => row[key]));
  return {
    url,
    fcp: of('fcp'),
    requests: of('requests'),
    beforePaint: of('before'),
    codeAndDataBeforePaint: of('codeAndDataBefore'),
    chainDepth: Math.max(...runs_.map((row) => row.depth)),
  };
});
console.log(process.env.JSON ? JSON.stringify(rows, null, 1) : JSON.stringify(summary, null, 1));
await browser.close();
