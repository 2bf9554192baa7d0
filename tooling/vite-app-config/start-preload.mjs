import { entryImports, routePreloadMap } from './route-preload-map.mjs';
import { startScript } from './start-script.mjs';

/**
 * Start-up without a waterfall (issue 20): writes index.html's inline start script, which
 * requests config.json, preconnects to the hub and preloads the first screen's chunks while the
 * entry script is still downloading. Runs before the Content-Security-Policy plugin, which
 * allows this one inline script by its hash (never 'unsafe-inline').
 * @returns {import('vite').Plugin}
 */
export function startPreloadPlugin() {
  let base = '/';
  return {
    name: 'companion:start-preload',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        if (!context.bundle) return html;
        const map = routePreloadMap(context.bundle);
        const script = `<script>${startScript(map, base)}</script>`;
        // The entry's static imports, as Vite writes them while its own preloading is on (it is
        // off: route-preload-map.mjs says why).
        const preloads = entryImports(context.bundle)
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
          .join('\n    ');
        // First in <head> after the meta tags Vite keeps at the top: it must start before the
        // entry's <script type="module"> is even parsed.
        return html
          .replace(/<title>/i, (title) => `${script}\n    ${title}`)
          .replace(/<script type="module"[^>]*><\/script>/i, (entry) => `${entry}\n    ${preloads}`);
      },
    },
  };
}
