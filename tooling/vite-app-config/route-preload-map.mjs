import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Reads a feature package's route table (`*-routes.ts`) as text: every `path: '…'` with the
 * module its `load` imports, directly (`load: () => import('./x')`) or through a named loader
 * (`const daily = () => import('./x')` … `load: daily` or `load: () => daily().then(…)`), and
 * its `earlyReads: ['…']` or `earlyReads: named` (a `const named = ['…']` of the table) when it
 * has any (FeatureRoute in the shell).
 * A route whose loader cannot be read this way is simply not preloaded.
 * @param {string} source
 * @returns {{ path: string; specifier: string; earlyReads?: string[] }[]}
 */
export function readRouteTable(source) {
  /** @type {Map<string, string>} */
  const loaders = new Map();
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    loaders.set(match[1], match[2]);
  }
  /** Named lists (`const todays = ['…']`) a route's `earlyReads` may name. */
  const lists = new Map([...source.matchAll(/const\s+(\w+)\s*=\s*\[([^\]]*)\]/g)].map((match) => [match[1], match[2]]));
  const routes = [];
  const pathMatches = [...source.matchAll(/path:\s*['"]([^'"]+)['"]/g)];
  pathMatches.forEach((match, index) => {
    const end = pathMatches[index + 1]?.index ?? source.length;
    const rest = source.slice(match.index + match[0].length, end);
    const load = /load:\s*([\s\S]*)/.exec(rest)?.[1] ?? '';
    const direct = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(load)?.[1];
    const named = /^(\w+)/.exec(load.replace(/^\(\)\s*=>\s*/, ''))?.[1];
    const specifier = direct ?? (named ? loaders.get(named) : undefined);
    const reads = /earlyReads:\s*(?:\[([^\]]*)\]|(\w+))/.exec(rest);
    const readList = reads?.[1] ?? (reads?.[2] ? lists.get(reads[2]) : undefined);
    const earlyReads = readList ? [...readList.matchAll(/['"]([^'"]+)['"]/g)].map((read) => read[1]) : [];
    if (specifier) routes.push({ path: match[1], specifier, ...(earlyReads.length ? { earlyReads } : {}) });
  });
  return routes;
}

const extensions = ['.tsx', '.ts', '/index.tsx', '/index.ts', ''];

/** @param {string} from @param {string} specifier */
function resolveModule(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return extensions.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/**
 * Modules every start loads lazily right after the entry runs, before or while the first page
 * paints: the HTTP library under every hub call (ky, hub-client's ky-http.ts), the device
 * configuration's schema (with zod) a first start needs before its first page, the features'
 * saved slices (their checks use hub schemas) and the basket's start-up refresh. They left the
 * entry's static imports to keep the first route's own JavaScript small (docs/performance.md);
 * index.html modulepreloads them together with the entry, so none of them adds a round trip or a
 * step to the request chain before the first paint. A module an app does not bundle is skipped.
 */
export const startModules = [
  '/packages/hub-client/src/ky-http.ts',
  '/packages/hub-client/src/schemas/device-config.ts',
  '/packages/account/src/holiday/persist-holiday.ts',
  '/packages/basket/src/cart/persist-cart.ts',
  '/packages/basket/src/cart/cart-store.ts',
  '/packages/photomatch/src/store/persist-photomatch.ts',
  '/packages/reservations/src/booking/persist-tac-booking.ts',
];

/**
 * The hub schemas the start modules check with: the device configuration's, the saved slices'
 * (holiday, basket, photos, table bookings) and the fields they share. Every other screen's
 * schemas load with that screen's chunk, not at every start (issue 20: the first route carried
 * them all). A schema missing here still works: it lands in a small chunk of its own.
 */
const startSchemas = ['device-config', 'hub-fields', 'holiday', 'basket', 'photomatch', 'reservations'];
const startSchemaPath = new RegExp(`/packages/hub-client/src/(schemas/(${startSchemas.join('|')})\\.ts$|calls/basket\\.ts$)`);

/**
 * A module that belongs in the one `start` chunk (index.mjs): a start module, or what start
 * modules import that the entry does not (ky, zod, the start schemas, the saved slices' codec,
 * the basket calls of its start-up refresh).
 * @param {string} id
 */
export function isStartModule(id) {
  const path = id.replaceAll('\\', '/');
  return (
    startModules.some((module) => path.endsWith(module)) ||
    /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(ky|zod)\//.test(path) ||
    startSchemaPath.test(path) ||
    path.endsWith('/packages/shell/src/persistence/field-codec.ts')
  );
}

/**
 * Route pattern → the files its screen needs beyond what the entry already preloads: the lazy
 * chunk, its static imports, and their CSS; `start`: the same for `startModules`. Built from
 * Rollup's bundle, so it names exactly the files the browser fetches (same URLs, so each is
 * fetched once). It is the one list of a lazy chunk's dependencies: Vite's own per-import lists
 * (`build.modulePreload`) are off, they cost the entry ~4 kB gzip (docs/performance.md), and the
 * shell preloads a route's files from this map when the route loads.
 * @param {import('rollup').OutputBundle} bundle
 * @returns {{ files: string[]; routes: ([string, number[]] | [string, number[], string[]])[]; start: number[] }}
 */
export function routePreloadMap(bundle) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFacade = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk]));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  /** @param {string} fileName @param {Set<string>} seen */
  const closure = (fileName, seen = new Set()) => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const preloadedByEntry = entry ? closure(entry.fileName) : new Set();
  // By the modules a chunk holds, not only its facade: the bundler may merge a start module into
  // a shared chunk (index.mjs puts them all in one).
  const startFiles = new Set(
    chunks
      .filter((chunk) => Object.keys(chunk.modules).some((id) => startModules.some((module) => id.endsWith(module))))
      .flatMap((chunk) => [...closure(chunk.fileName)].filter((file) => !preloadedByEntry.has(file))),
  );
  /** @type {string[]} */
  const files = [];
  const indexOf = (file) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  /** @type {([string, number[]] | [string, number[], string[]])[]} */
  const routes = [];
  const routeTables = new Set(
    chunks.flatMap((chunk) => Object.keys(chunk.modules)).filter((id) => /routes\.tsx?$/.test(id) && !id.includes('node_modules')),
  );
  for (const table of routeTables) {
    if (!existsSync(table)) continue;
    for (const { path, specifier, earlyReads } of readRouteTable(readFileSync(table, 'utf8'))) {
      const target = resolveModule(table, specifier);
      const chunk = target && byFacade.get(target);
      if (!chunk) continue;
      // The start files are preloaded after the entry at every start (start-preload.mjs).
      const needed = [...closure(chunk.fileName)].filter((file) => !preloadedByEntry.has(file) && !startFiles.has(file));
      const css = needed.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      routes.push(earlyReads ? [path, [...needed, ...css].map(indexOf), earlyReads] : [path, [...needed, ...css].map(indexOf)]);
    }
  }
  return { files, routes, start: [...startFiles].map(indexOf) };
}

/**
 * The files the entry imports statically, for `<link rel="modulepreload">` in index.html (what
 * Vite writes itself while `build.modulePreload` is on).
 * @param {import('rollup').OutputBundle} bundle
 * @returns {string[]}
 */
export function entryImports(bundle) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  if (entry) visit(entry.fileName);
  if (entry) seen.delete(entry.fileName);
  return [...seen];
}
