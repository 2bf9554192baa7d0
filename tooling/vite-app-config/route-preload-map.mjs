import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Reads a feature package's route table (`*-routes.ts`) as text. For every `path:` it finds:
 *  - the module the route's `load` imports, written in place
 *    (`load: () => import('./detail/DetailScreen')`) or through a loader the table names
 *    (`const daily = () => import('./programme/DailyProgrammeScreen')`, then `load: daily` or
 *    `load: () => daily().then(pickScreen)`);
 *  - its `earlyReads` (FeatureRoute in the shell), listed in place or as a named list of the table;
 *  - the module of its start-up picture rule (`earlyPicture: () => import('./list/early-picture')`,
 *    or a named loader like `load`'s).
 * A route whose loader cannot be read this way is simply not preloaded.
 * @param {string} source
 * @returns {{ path: string; specifier: string; earlyReads?: string[]; earlyPicture?: string }[]}
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
    const earlyPicture = /earlyPicture:\s*(?:\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)|(\w+))/.exec(rest);
    const pictureModule = earlyPicture?.[1] ?? (earlyPicture?.[2] ? loaders.get(earlyPicture[2]) : undefined);
    // The picture rule's import is not the screen's.
    const withoutPicture = earlyPicture ? rest.replace(earlyPicture[0], '') : rest;
    const load = /load:\s*([\s\S]*)/.exec(withoutPicture)?.[1] ?? '';
    const direct = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(load)?.[1];
    const named = /^(\w+)/.exec(load.replace(/^\(\)\s*=>\s*/, ''))?.[1];
    const specifier = direct ?? (named ? loaders.get(named) : undefined);
    const reads = /earlyReads:\s*(?:\[([^\]]*)\]|(\w+))/.exec(rest);
    const readList = reads?.[1] ?? (reads?.[2] ? lists.get(reads[2]) : undefined);
    const earlyReads = readList ? [...readList.matchAll(/['"]([^'"]+)['"]/g)].map((read) => read[1]) : [];
    if (specifier)
      routes.push({
        path: match[1],
        specifier,
        ...(earlyReads.length ? { earlyReads } : {}),
        ...(pictureModule ? { earlyPicture: pictureModule } : {}),
      });
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
 * Modules a start loads after the first page has painted: the features' saved slices (their
 * checks use hub schemas), the basket's start-up refresh, and the device configuration's schema
 * (with zod), which checks the hub's answer in full once the first page shows it (hub-client's
 * `getDeviceConfigForFirstPage`). No first screen waits for them, so a first visit does not
 * download them before its first paint (issue 20: zod was the largest part of the first route);
 * the start script preloads them at once only when a guest session is saved, whose slices are
 * then restored straight away (the shell's `bootApp`).
 */
export const checkModules = [
  '/packages/hub-client/src/schemas/device-config.ts',
  '/packages/account/src/holiday/persist-holiday.ts',
  '/packages/basket/src/cart/persist-cart.ts',
  '/packages/basket/src/cart/cart-store.ts',
  '/packages/photomatch/src/store/persist-photomatch.ts',
  '/packages/reservations/src/booking/persist-tac-booking.ts',
];

/**
 * The hub schemas the check modules use: the device configuration's, the saved slices'
 * (holiday, basket, photos, table bookings) and the fields they share. Every other screen's
 * schemas load with that screen's chunk, not at every start (issue 20: the first route carried
 * them all). A schema missing here still works: it lands in a small chunk of its own.
 */
const checkSchemas = ['device-config', 'hub-fields', 'holiday', 'basket', 'photomatch', 'reservations'];
const checkSchemaPath = new RegExp(`/packages/hub-client/src/(schemas/(${checkSchemas.join('|')})\\.ts$|calls/basket\\.ts$)`);

/** @typedef {[string, number[]] | [string, number[], string[]] | [string, number[], string[], number]} RouteEntry */

/** A module id with `/` between its folders, also on Windows. */
export const normalised = (/** @type {string} */ id) => id.replaceAll('\\', '/');

/**
 * A module that belongs in the `checks` chunk (index.mjs), loaded after the first paint: a check
 * module, or what check modules import that the entry does not (zod, the check schemas, the saved
 * slices' codec, the basket calls of its start-up refresh).
 * @param {string} id
 */
export function isCheckModule(id) {
  const path = normalised(id);
  return (
    checkModules.some((module) => path.endsWith(module)) ||
    /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\//.test(path) ||
    checkSchemaPath.test(path) ||
    path.endsWith('/packages/shell/src/persistence/field-codec.ts')
  );
}

/**
 * Route pattern → the files its screen needs beyond what the entry already preloads: the lazy
 * chunk, its static imports, and their CSS; then its early reads and the file of its early
 * picture rule (FeatureRoute in the shell), when it has them; `checks`: the same for `checkModules`. Built from
 * Rollup's bundle, so it names exactly the files the browser fetches (same URLs, so each is
 * fetched once). It is the one list of a lazy chunk's dependencies: Vite's own per-import lists
 * (`build.modulePreload`) are off, they cost the entry ~4 kB gzip (docs/performance.md), and the
 * shell preloads a route's files from this map when the route loads.
 * @param {import('rollup').OutputBundle} bundle
 * @returns {{ files: string[]; routes: RouteEntry[]; checks: number[] }}
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
  // By the modules a chunk holds, not only its facade: the bundler may merge a check module into
  // a shared chunk (index.mjs puts them in one).
  /** @param {readonly string[]} modules */
  const filesHolding = (modules) =>
    new Set(
      chunks
        .filter((chunk) => Object.keys(chunk.modules).some((id) => modules.some((module) => id.endsWith(module))))
        .flatMap((chunk) => [...closure(chunk.fileName)].filter((file) => !preloadedByEntry.has(file))),
    );
  const checkFiles = filesHolding(checkModules);
  /** @type {string[]} */
  const files = [];
  const indexOf = (file) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  /** @type {RouteEntry[]} */
  const routes = [];
  const routeTables = new Set(
    chunks.flatMap((chunk) => Object.keys(chunk.modules)).filter((id) => /routes\.tsx?$/.test(id) && !id.includes('node_modules')),
  );
  for (const table of routeTables) {
    if (!existsSync(table)) continue;
    for (const { path, specifier, earlyReads, earlyPicture } of readRouteTable(readFileSync(table, 'utf8'))) {
      const target = resolveModule(table, specifier);
      const chunk = target && byFacade.get(target);
      if (!chunk) continue;
      // The check files are not preloaded at every start, so a screen that imports them (zod)
      // lists them.
      const needed = [...closure(chunk.fileName)].filter((file) => !preloadedByEntry.has(file));
      const css = needed.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const files = [...needed, ...css].map(indexOf);
      const pictureModule = earlyPicture && resolveModule(table, earlyPicture);
      const pictureChunk = pictureModule && byFacade.get(pictureModule);
      if (pictureChunk) routes.push([path, files, earlyReads ?? [], indexOf(pictureChunk.fileName)]);
      else if (earlyReads) routes.push([path, files, earlyReads]);
      else routes.push([path, files]);
    }
  }
  return { files, routes, checks: [...checkFiles].map(indexOf) };
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
