// Bundle budgets (DESIGN.md §5): builds the three apps and a bare React + react-router floor with
// the same Vite settings, prints gzip bytes of the first route and of each lazy route chunk, and
// fails when an app's first-route JavaScript exceeds 1.5x the floor's.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createAppViteConfig } from '@companion/vite-app-config';
import { measureApp } from './first-route.mjs';

export const BUDGET_RATIO = 1.5;
const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const out = join(here, 'out');
const apps = {
  guest: ['packages/content/src/dashboard/DashboardScreen.tsx'],
  kiosk: ['packages/content/src/dashboard/DashboardScreen.tsx'],
  signage: ['packages/content/src/dashboard/DashboardScreen.tsx'],
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (!process.argv.includes('--no-build')) {
  const turbo = spawnSync(join(repo, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=./apps/*', '--output-logs=errors-only'], {
    cwd: repo,
    stdio: 'inherit',
  });
  if (turbo.status !== 0) process.exit(1);
}

const floorDist = join(out, 'floor');
await build({
  ...createAppViteConfig(),
  root: join(here, 'floor'),
  logLevel: 'warn',
  build: { ...createAppViteConfig().build, outDir: floorDist, emptyOutDir: true },
});
const floor = measureApp(floorDist).firstRoute;

const lines = [`floor (React + react-dom + react-router data router): first-route JS ${kb(floor.js)}`];
const results = [];
for (const [app, firstRouteModules] of Object.entries(apps)) {
  const { firstRoute, lazy } = measureApp(join(repo, 'apps', app, 'dist'), firstRouteModules);
  const ratio = firstRoute.js / floor.js;
  const within = ratio <= BUDGET_RATIO;
  results.push({ app, firstRouteJs: firstRoute.js, firstRouteCss: firstRoute.css, ratio: Number(ratio.toFixed(3)), within, lazy });
  lines.push(
    `${app}: first-route JS ${kb(firstRoute.js)}, CSS ${kb(firstRoute.css)}, ${ratio.toFixed(2)}x the floor ${within ? 'within' : 'OVER'} the ${BUDGET_RATIO}x budget`,
  );
  for (const chunk of lazy) lines.push(`  lazy ${chunk.chunk}: JS ${kb(chunk.js)}, CSS ${kb(chunk.css)}`);
}
console.log(lines.join('\n'));

mkdirSync(out, { recursive: true });
const passed = results.filter((result) => result.within).length;
const summary = { floorJs: floor.js, budgetRatio: BUDGET_RATIO, apps: results, passed, failed: results.length - passed };
writeFileSync(join(out, 'budget.json'), `${JSON.stringify(summary, null, 2)}\n`);

const table = [
  `Floor (bare React + react-dom + react-router, \`createBrowserRouter\`, one route): **${kb(floor.js)}** JS gzip.`,
  '',
  '| app | first-route JS (gzip) | first-route CSS (gzip) | × floor | budget 1.5× |',
  '| --- | ---: | ---: | ---: | --- |',
  ...results.map(
    (r) => `| ${r.app} | ${kb(r.firstRouteJs)} | ${kb(r.firstRouteCss)} | ${r.ratio.toFixed(2)} | ${r.within ? 'within' : '**over**'} |`,
  ),
  '',
  '| app | lazy chunk | JS (gzip) | CSS (gzip) |',
  '| --- | --- | ---: | ---: |',
  ...results.flatMap((r) =>
    r.lazy.length
      ? r.lazy.map((c) => `| ${r.app} | \`${c.chunk}\` | ${kb(c.js)} | ${kb(c.css)} |`)
      : [`| ${r.app} | (none besides the first route) | | |`],
  ),
].join('\n');
const docPath = join(repo, 'docs', 'performance.md');
const doc = readFileSync(docPath, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
writeFileSync(docPath, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${table}\n${doc.slice(doc.indexOf(end))}`);

process.exit(summary.failed > 0 ? 1 : 0);
