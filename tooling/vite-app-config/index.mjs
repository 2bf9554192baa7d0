import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentSecurityPolicyPlugin } from './content-security-policy.mjs';
import { startPreloadPlugin } from './start-preload.mjs';
import { serviceWorkerPlugin } from './service-worker.mjs';
import { isStartModule } from './route-preload-map.mjs';

export { contentSecurityPolicy, contentSecurityPolicyDirectives, inlineScriptHashes } from './content-security-policy.mjs';
export { entryImports, isStartModule, readRouteTable, routePreloadMap } from './route-preload-map.mjs';
export { startPreloadPlugin } from './start-preload.mjs';
export { startScript } from './start-script.mjs';

/**
 * The one Vite setup every app (and the bundle benchmark's floor app) builds with, so budgets
 * compare like with like.
 * @param {{ port?: number }} [options]
 * @returns {import('vite').UserConfig}
 */
export function createAppViteConfig(options = {}) {
  return {
    // The start script is written before the policy, which hashes it.
    plugins: [react(), vanillaExtractPlugin(), startPreloadPlugin(), contentSecurityPolicyPlugin(), serviceWorkerPlugin()],
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // Each lazy import's own list of files to preload cost the entry ~4 kB gzip; the start
      // script's route map is the one list, used at start and when a route loads (route-preload-map.mjs).
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What every start loads lazily right after the entry (route-preload-map.mjs
            // `startModules`: ky, the schemas and zod, the features' saved slices) is one chunk,
            // modulepreloaded with the entry: one request more at start, not one per module. Only
            // these modules, not what they import from the entry's graph (stores, the shell),
            // which stays in the entry.
            // The libraries the entry imports (React, the router, zustand) are one chunk too, not
            // a few small shared ones: a start needs as few requests as main's build did with the
            // start chunk added (docs/performance.md, "requests before the first paint").
            groups: [
              { name: 'start', test: isStartModule, includeDependenciesRecursively: false },
              { name: 'libraries', test: /[\\/]node_modules[\\/]|rolldown[:/]runtime/, tags: ['$initial'] },
            ],
          },
        },
      },
      reportCompressedSize: false,
      chunkSizeWarningLimit: 600,
    },
    server: { port: options.port, strictPort: true, allowedHosts: true },
    preview: { port: options.port, strictPort: true, allowedHosts: true },
  };
}
