// `pnpm lighthouse [--write-doc] [--runs 3] [--page dashboard] [--floor] [--no-demo] [--results-dir .ci-results]`
// Lighthouse on the built apps (issue 20, point 2): each page measured several times with a cold
// cache, the median run asserted against the thresholds, one result per page for the gate's count.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { serveStatic, startDemo } from '@companion/demo';
import { assess, figuresOf, type LighthouseResult, type PageAssessment } from './assess';
import { disabledFeatures } from './chrome-features';
import { cpuSlowdownFor, medianIndex, PRESET_CPU_SLOWDOWN, PRESET_HOST_INDEX } from './cpu-slowdown';
import { worthMeasuringAgain } from './measure-again';
import { lighthousePages } from './pages';
import { FLOOR_ROW_NAME, lighthouseSection, withLighthouseSection, type DocRow } from './performance-doc';
import { enforcedInGate, regressionFloors } from './thresholds';
import { warmPictures } from './warm-pictures';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The flags the brief fixes: no GPU, nothing in the background that competes with the page. */
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { values: args } = parseArgs({
  options: {
    'write-doc': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    // The test gate: fail on the thresholds in enforcedInGate and on regressionFloors, print the other targets.
    gate: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
    // Also measure the bundle bench's floor app (built by tooling/bench/bundle-budget.mjs) for scale.
    floor: { type: 'boolean', default: false },
    'no-demo': { type: 'boolean', default: false },
    'results-dir': { type: 'string', default: join(repo, '.ci-results') },
  },
});
const runs = Math.max(1, Number(args.runs) || 3);

type ChromeLauncher = {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel: 'error' }): Promise<{ port: number; kill(): void }>;
  Launcher: { defaultFlags(): string[] };
};

/** chrome-launcher comes with lighthouse (no dependency of its own here): load lighthouse's copy. */
async function launchChromium() {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const launcher = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
  // After the launcher's own flags, so that Chrome keeps this list (chrome-features.ts).
  const features = disabledFeatures(launcher.Launcher.defaultFlags());
  return launcher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: features ? [...chromeFlags, features] : chromeFlags,
    logLevel: 'error',
  });
}

/**
 * Asks for every built file once, so the demo server has compressed each (brotli at its best
 * quality is slow the first time) before a measured run: a production host compresses at build
 * time, and the first run of a page must not pay what no guest pays.
 */
async function warmCompression(origins: Record<'guest' | 'signage', string>) {
  for (const [app, origin] of Object.entries(origins)) {
    const dist = join(repo, 'apps', app, 'dist');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else files.push(path.slice(dist.length).split('\\').join('/'));
      }
    };
    walk(dist);
    for (const file of files) await fetch(`${origin}${file}`, { headers: { 'Accept-Encoding': 'br' } }).then((r) => r.arrayBuffer());
  }
}

/** Where the bench leaves the floor app's build; served on its own port for `--floor`. */
const floorDist = join(repo, 'tooling', 'bench', 'out', 'floor');
const FLOOR_PORT = 5179;

type PageReport = {
  name: string;
  url: string;
  passed: boolean;
  runs: number;
  cpuSlowdown?: number;
  /** The first median's misses, when the page was measured again (measure-again.ts). */
  firstMeasurement?: string[];
} & PageAssessment;

const line = ({ name, figures: f, passed, firstMeasurement, cpuSlowdown }: PageReport) =>
  `${passed ? 'ok  ' : 'FAIL'} ${name.padEnd(17)} perf ${f.performance.toFixed(2)}  a11y ${f.accessibility.toFixed(2)}  BP ${f.bestPractices.toFixed(2)}  ` +
  `LCP ${Math.round(f.largestContentfulPaintMs)} ms  CLS ${f.cumulativeLayoutShift.toFixed(3)}  TBT ${Math.round(f.totalBlockingTimeMs)} ms` +
  (firstMeasurement ? `  (measured twice at ${cpuSlowdown}×; first: ${firstMeasurement.join('; ')})` : '');

async function main(): Promise<number> {
  const pages = lighthousePages().filter((page) => !args.page?.length || args.page.includes(page.name));
  if (!pages.length) throw new Error(`No page named ${args.page?.join(', ')}.`);
  const demo = args['no-demo'] ? undefined : await startDemo();
  const chromium = await launchChromium();
  const reports: PageReport[] = [];
  let floor: DocRow | undefined;
  let hostIndex: number | undefined;
  let cpuSlowdown = PRESET_CPU_SLOWDOWN;
  try {
    const guestOrigin = new URL(lighthousePages()[0]!.url).origin;
    const signageOrigin = new URL(lighthousePages().at(-1)!.url).origin.replace('signage.localhost', 'localhost');
    await warmCompression({ guest: guestOrigin, signage: signageOrigin });
    await warmPictures(
      chromium.port,
      pages.map((page) => page.url),
    );
    // The host's speed first (cpu-slowdown.ts): three short runs of the first page, only for the
    // benchmarkIndex Lighthouse measures at the start of each.
    const calibrate = async () => {
      const indexes: number[] = [];
      for (let run = 0; run < 3; run++) {
        const outcome = await lighthouse(pages[0]!.url, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyAudits: ['viewport'],
        });
        const index = (outcome?.lhr as { environment?: { benchmarkIndex?: number } } | undefined)?.environment?.benchmarkIndex;
        if (index !== undefined) indexes.push(index);
      }
      hostIndex = medianIndex(indexes);
      cpuSlowdown = cpuSlowdownFor(hostIndex);
      console.log(
        `  host benchmarkIndex ${hostIndex === undefined ? 'unknown' : Math.round(hostIndex)} (runs ${indexes.map(Math.round).join(', ')}): ` +
          `CPU slowdown ${cpuSlowdown}× (the preset's ${PRESET_CPU_SLOWDOWN}× is meant for ${PRESET_HOST_INDEX})`,
      );
    };
    await calibrate();
    const measure = async (name: string, url: string) => {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        const started = Date.now();
        const outcome = await lighthouse(url, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        });
        if (!outcome) throw new Error(`Lighthouse gave no result for ${url}`);
        results.push(outcome.lhr as unknown as LighthouseResult);
        console.log(
          `  ${name} run ${run + 1}/${runs}: perf ${outcome.lhr.categories.performance?.score} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
      // computeMedianRun leaves out runs that errored; when all did, the first shows why.
      return results.some((r) => !r.runtimeError) ? (computeMedianRun(results as never) as unknown as LighthouseResult) : results[0]!;
    };
    mkdirSync(args['results-dir'], { recursive: true });
    const assessed = async (page: { name: string; url: string }) => {
      const median = await measure(page.name, page.url);
      writeFileSync(join(args['results-dir'], `lighthouse-${page.name.replaceAll(' ', '-').toLowerCase()}.json`), JSON.stringify(median));
      return args.gate ? assess(median, 10, enforcedInGate, regressionFloors) : assess(median, 10);
    };
    for (const page of pages) {
      let assessment = await assessed(page);
      let firstMeasurement: string[] | undefined;
      if (args.gate && worthMeasuringAgain(assessment)) {
        firstMeasurement = assessment.failures;
        console.log(`  ${page.name} missed (${firstMeasurement.join('; ')}): the host and the page measured once more`);
        await calibrate();
        assessment = await assessed(page);
      }
      reports.push({
        name: page.name,
        url: page.url,
        runs,
        cpuSlowdown,
        firstMeasurement,
        passed: assessment.failures.length === 0,
        ...assessment,
      });
    }
    if (args.floor) {
      if (!existsSync(join(floorDist, 'index.html')))
        throw new Error(`No floor build in ${floorDist}: run node tooling/bench/bundle-budget.mjs first.`);
      const server = await serveStatic(floorDist, FLOOR_PORT);
      try {
        floor = { name: FLOOR_ROW_NAME, figures: figuresOf(await measure('floor', `http://localhost:${FLOOR_PORT}/`)) };
      } finally {
        server.close();
      }
    }
  } finally {
    chromium.kill();
    await demo?.close();
  }

  const slowdowns = [...new Set(reports.map((report) => report.cpuSlowdown ?? cpuSlowdown))].join('×, ');
  console.log(`\nLighthouse, median of ${runs} runs per page (mobile, simulated slow 4G, ${slowdowns || cpuSlowdown}× CPU):`);
  for (const report of reports) console.log(line(report));
  if (floor)
    console.log(
      `${line({ name: 'floor', url: '', runs, passed: true, figures: floor.figures, failures: [], openTargets: [], failingAudits: [] })}  (${FLOOR_ROW_NAME}, not asserted)`,
    );
  for (const report of reports.filter((r) => !r.passed || r.openTargets.length)) {
    console.log(`\n${report.name} (${report.url}) ${report.passed ? 'passes the gate; targets not yet met' : 'fails'}:`);
    for (const failure of report.failures) console.log(`  - ${failure}`);
    for (const target of report.openTargets) console.log(`  - target not yet met (issue 20): ${target}`);
    if (report.failingAudits.length) console.log('  audits to fix (heaviest first):');
    for (const audit of report.failingAudits)
      console.log(`    ${audit.category}: ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }

  const passed = reports.filter((r) => r.passed).length;
  writeFileSync(
    join(args['results-dir'], 'lighthouse.json'),
    JSON.stringify(
      { passed, failed: reports.length - passed, hostIndex, cpuSlowdown, pages: reports, ...(floor ? { floor } : {}) },
      null,
      2,
    ),
  );

  if (args['write-doc']) {
    const doc = join(repo, 'docs', 'performance.md');
    const section = lighthouseSection(reports, {
      date: new Date().toISOString().slice(0, 10),
      command: `pnpm lighthouse --write-doc${runs === 3 ? '' : ` --runs ${runs}`}${floor ? ' --floor' : ''}`,
      runs,
      floor,
    });
    writeFileSync(doc, withLighthouseSection(readFileSync(doc, 'utf8'), section));
    console.log(`\nWrote the figures to ${doc}.`);
  }
  return passed === reports.length ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Lighthouse did not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
