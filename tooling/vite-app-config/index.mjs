import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentSecurityPolicyPlugin } from './content-security-policy.mjs';
import { startPreloadPlugin } from './start-preload.mjs';
import { serviceWorkerPlugin } from './service-worker.mjs';
import { isCheckModule } from './route-preload-map.mjs';

export { contentSecurityPolicy, contentSecurityPolicyDirectives, inlineScriptHashes } from './content-security-policy.mjs';
export { entryImports, isCheckModule, readRouteTable, routePreloadMap } from './route-preload-map.mjs';
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
            // What a start loads after the first paint (route-preload-map.mjs `checkModules`: zod,
            // the schemas start-up checks with, the features' saved slices) is one chunk, which no
            // first screen waits for. Only these modules, not what they import from the entry's
            // graph (stores, the shell), which stays in the entry.
            // The libraries the entry imports (React, the router, zustand, ky) are one chunk too,
            // not a few small shared ones: as few requests as possible before the first paint
            // (docs/performance.md, "requests before the first paint").
            groups: [
              { name: 'checks', test: isCheckModule, includeDependenciesRecursively: false },
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
