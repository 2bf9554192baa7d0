/**
 * Strips what only the build reads from the features' route tables (`*-routes.ts`): a route's
 * `earlyReads` are read from the source by route-preload-map.mjs into index.html's start map, and
 * nothing in the running app reads them again, so their addresses need not be in the entry
 * every start downloads (issue 20: the first route is within 0.1 kB of its 1.3× budget). The
 * tests read them from the source as well (screen-harness's `earlyReadAddresses`).
 * @param {string} code
 */
export function withoutEarlyReads(code) {
  // With the comments that stand before them (they are about the reads).
  return code.replace(/,(?:\s|\/\/[^\n]*)*earlyReads:\s*(\[[^\]]*\]|\w+)/g, '');
}

/** @returns {import('vite').Plugin} */
export function buildOnlyRouteFieldsPlugin() {
  return {
    name: 'companion:build-only-route-fields',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/-routes\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('earlyReads')) return null;
      return { code: withoutEarlyReads(code), map: null };
    },
  };
}
