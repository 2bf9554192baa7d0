// Builds the apps for the benchmark with Vite's own API, in this process. Going through turbo
// needed the package manager on PATH (turbo runs each package's `build` script with it): under
// `pnpm bench` pnpm puts itself there, but `node tooling/bench/bundle-budget.mjs` on a machine
// where pnpm comes from `npx` stopped with "Unable to find package manager binary".
import { join } from 'node:path';
import { build } from 'vite';

/**
 * `vite build` of each app with its own vite.config.ts, exactly what its `build` script runs.
 * @param {string} repo the repository root
 * @param {readonly string[]} apps folder names under apps/
 * @param {{ outDir?: string }} [options] a folder to build into (one sub-folder per app) instead of apps/<app>/dist
 */
export async function buildApps(repo, apps, options = {}) {
  for (const app of apps) {
    const root = join(repo, 'apps', app);
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      // Only errors, as turbo's errors-only did: rolldown's timing notes are noise in a budget report.
      logLevel: 'error',
      ...(options.outDir ? { build: { outDir: join(options.outDir, app), emptyOutDir: true } } : {}),
    });
  }
}
