import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentSecurityPolicyPlugin } from './content-security-policy.mjs';
import { startPreloadPlugin } from './start-preload.mjs';
import { serviceWorkerPlugin } from './service-worker.mjs';
import { chunkGroups } from './chunk-groups.mjs';
import { buildOnlyRouteFieldsPlugin } from './build-only-route-fields.mjs';
import { compileHintBanner } from './compile-hints.mjs';

export { contentSecurityPolicy, contentSecurityPolicyDirectives, inlineScriptHashes } from './content-security-policy.mjs';
export { entryImports, isCheckModule, readRouteTable, routePreloadMap } from './route-preload-map.mjs';
export { chunkGroups, hubCallChunk, screenPieceChunk } from './chunk-groups.mjs';
export { startPreloadPlugin } from './start-preload.mjs';
export { startScript } from './start-script.mjs';
export { withoutEarlyReads } from './build-only-route-fields.mjs';

/**
 * The one Vite setup every app (and the bundle benchmark's floor app) builds with, so budgets
 * compare like with like.
 * @param {{ port?: number }} [options]
 * @returns {import('vite').UserConfig}
 */
export function createAppViteConfig(options = {}) {
  return {
    // The start script is written before the policy, which hashes it.
    plugins: [
      buildOnlyRouteFieldsPlugin(),
      react(),
      vanillaExtractPlugin(),
      startPreloadPlugin(),
      contentSecurityPolicyPlugin(),
      serviceWorkerPlugin(),
    ],
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // Each lazy import's own list of files to preload cost the entry ~4 kB gzip; the start
      // script's route map is the one list, used at start and when a route loads (route-preload-map.mjs).
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Fewer, larger files for a lazy route (chunk-groups.mjs).
          codeSplitting: { groups: chunkGroups },
          // V8 compiles the first screen's libraries while they download (compile-hints.mjs).
          postBanner: compileHintBanner,
        },
      },
      reportCompressedSize: false,
      chunkSizeWarningLimit: 600,
    },
    server: { port: options.port, strictPort: true, allowedHosts: true },
    preview: { port: options.port, strictPort: true, allowedHosts: true },
  };
}
