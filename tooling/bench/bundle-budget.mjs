// Bundle budgets (DESIGN.md §5): builds the three apps and a bare React + react-router floor with
// the same Vite settings, prints gzip bytes of the first route and of each lazy route chunk, and
// fails when an app's first-route JavaScript exceeds 1.3x the floor's, when heavy code leaves its
// lazy chunks, or when a measured route's first visit fetches more files than route-file-ceilings.mjs allows.
// `node tooling/bench/bundle-budget.mjs [--no-build]` (`pnpm bench`); `--no-build` reads apps/*/dist.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createAppViteConfig, screenPieceChunk } from '@companion/vite-app-config';
import { buildApps } from './build-apps.mjs';
import { measureApp } from './first-route.mjs';
import { checkHeavyCode } from './heavy-code.mjs';
import { checkMapCode } from './programme-map-code.mjs';
import { consoleReport, markdownReport, writeGeneratedSection } from './report.mjs';
import { routesOverFileCeiling } from './route-file-ceilings.mjs';

export const BUDGET_RATIO = 1.3;
const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const out = join(here, 'out');
/**
 * The home route of every app is itself lazy, so its screen chunk is part of what a guest
 * downloads before seeing anything; the budget counts it with the entry.
 */
const homeScreen = 'packages/content/src/dashboard/DashboardScreen.tsx';
const apps = { guest: [homeScreen], kiosk: [homeScreen], signage: [homeScreen] };
/**
 * Every app routes to the article detail, so each must have the lazy PDF viewer with pdf.js and
 * the article video in the detail chunk: without them the heavy-code check would pass on nothing.
 */
const appsWithArticleDetail = new Set(['guest', 'kiosk', 'signage']);

if (!process.argv.includes('--no-build')) {
  try {
    await buildApps(repo, Object.keys(apps));
  } catch (error) {
    console.error(`Building the apps failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// The floor is built in every run, so a Vite, React or react-router upgrade moves both sides.
const floorDist = join(out, 'floor');
const appConfig = createAppViteConfig();
await build({
  ...appConfig,
  root: join(here, 'floor'),
  logLevel: 'warn',
  build: { ...appConfig.build, outDir: floorDist, emptyOutDir: true },
});
const floor = measureApp(floorDist).firstRoute;

/**
 * The shared video player (issue 14): video.js may live only in the chunks the lazy player module
 * loads. Any other route chunk, the entry or the first route reaching video.js statically is a
 * violation, so a route that plays nothing never downloads it.
 */
export const VIDEO_PLAYER_MODULE = 'packages/ui/src/video-player/VideoJsPlayer.tsx';
const fromVideoPlayer = (violation) => violation.library === 'video.js' && violation.reachedFrom.endsWith(VIDEO_PLAYER_MODULE);

const results = Object.entries(apps).map(([app, firstRouteModules]) => {
  const { firstRoute, checks, lazy, entryChunkNames } = measureApp(join(repo, 'apps', app, 'dist'), firstRouteModules);
  // The lazy screens' shared groups (vite-app-config chunk-groups.mjs) must not become a file
  // every start downloads before anything draws.
  const piecesInEntry = entryChunkNames.filter((name) => screenPieceChunk.test(name));
  const ratio = firstRoute.js / floor.js;
  const heavy = checkHeavyCode(join(repo, 'apps', app, 'dist'));
  const detail = appsWithArticleDetail.has(app);
  // The ship tracker's leaflet and coastline (issue 15) stay on the tracker's route too.
  const map = checkMapCode(join(repo, 'apps', app, 'dist'));
  const problems = [
    ...routesOverFileCeiling(join(repo, 'apps', app, 'dist')),
    ...piecesInEntry.map(
      (name) => `the entry imports the lazy screens' chunk ${name} (chunk-groups.mjs must not take a module the entry uses).`,
    ),
    ...map.violations.map((v) => `${v.library} code in ${v.file}, loaded with ${v.reachedFrom} (must stay on the tracker route).`),
    ...heavy.violations
      .filter((v) => !fromVideoPlayer(v))
      .map((v) => `${v.library} code in ${v.chunk}, loaded with ${v.reachedFrom} (must be lazy).`),
    ...(heavy.workerLoadedLocally ? [] : ['the PDF viewer does not load its pdf.js worker from the build.']),
    ...(detail && !heavy.pdfViewer ? ['no lazy PDF viewer chunk with react-pdf / pdf.js in the build (nothing to check).'] : []),
    ...(detail && !heavy.articleVideo.onlyInDetail
      ? [
          `the article video code is not in the detail screen's chunk alone (found with: ${heavy.articleVideo.screens.join(', ') || 'nothing'}${heavy.articleVideo.inFirstLoad ? ', the first route' : ''}).`,
        ]
      : []),
  ];
  return {
    app,
    firstRouteJs: firstRoute.js,
    firstRouteCss: firstRoute.css,
    checksJs: checks.js,
    ratio: Number(ratio.toFixed(3)),
    within: ratio <= BUDGET_RATIO,
    lazy,
    heavyCode: { ...heavy, problems, contained: problems.length === 0 },
  };
});

const passed = results.filter((result) => result.within && result.heavyCode.contained).length;
const summary = {
  floorJs: floor.js,
  floorCss: floor.css,
  budgetRatio: BUDGET_RATIO,
  apps: results,
  passed,
  failed: results.length - passed,
};
const figures = { floor, budgetRatio: BUDGET_RATIO, apps: results };

console.log(consoleReport(figures));
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'budget.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeGeneratedSection(join(repo, 'docs', 'performance.md'), markdownReport(figures));

for (const { app, heavyCode } of results) for (const problem of heavyCode.problems) console.error(`${app}: ${problem}`);
if (results.some((r) => !r.heavyCode.contained)) {
  console.error('Code in the wrong chunks (see above).');
  process.exit(1);
}
if (summary.failed > 0) {
  console.error(
    `Over budget: ${results
      .filter((r) => !r.within)
      .map((r) => r.app)
      .join(', ')} (first-route JS above ${BUDGET_RATIO}× the floor).`,
  );
  process.exit(1);
}
