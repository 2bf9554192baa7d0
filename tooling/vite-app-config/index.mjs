import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentSecurityPolicyPlugin } from './content-security-policy.mjs';
import { serviceWorkerPlugin } from './service-worker.mjs';

export { contentSecurityPolicy, contentSecurityPolicyDirectives } from './content-security-policy.mjs';

/**
 * The one Vite setup every app (and the bundle benchmark's floor app) builds with, so budgets
 * compare like with like.
 * @param {{ port?: number }} [options]
 * @returns {import('vite').UserConfig}
 */
export function createAppViteConfig(options = {}) {
  return {
    plugins: [react(), vanillaExtractPlugin(), contentSecurityPolicyPlugin(), serviceWorkerPlugin()],
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 600,
    },
    server: { port: options.port, strictPort: true, allowedHosts: true },
    preview: { port: options.port, strictPort: true, allowedHosts: true },
  };
}
