import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A manifest chunk and every chunk it imports statically, transitively. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function sizes(manifest, dist, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(join(dist, file)), 0);
  return { js: sum(js), css: sum(css), files: [...js] };
}

/**
 * What a guest downloads for the first route: the entry with its static imports, plus the lazy
 * chunk(s) of the first route's screen (`firstRouteModules`, matched on the manifest's source).
 * Every other lazy chunk is listed with what it adds on top of that.
 */
export function measureApp(dist, firstRouteModules = []) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const firstKeys = staticClosure(manifest, entryKey);
  for (const module of firstRouteModules) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(module));
    if (!key) throw new Error(`The first route's module ${module} is not in ${dist}'s manifest.`);
    staticClosure(manifest, key, firstKeys);
  }
  // The `start` chunk (tooling/vite-app-config: ky, the hub schemas with zod, the saved slices)
  // loads behind import() but is modulepreloaded with the entry at every start and is needed
  // before the first screen paints: it is part of the first route and counts in the ratio.
  // It is reported on its own too, to show what the entry moved there.
  const startKeys = new Set();
  for (const key of Object.keys(manifest).filter((candidate) => manifest[candidate].name === 'start'))
    staticClosure(manifest, key, startKeys);
  for (const key of firstKeys) startKeys.delete(key);
  const start = sizes(manifest, dist, startKeys);
  const firstRoute = sizes(manifest, dist, new Set([...firstKeys, ...startKeys]));
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !firstKeys.has(key) && !startKeys.has(key))
    .map((key) => {
      const extra = [...staticClosure(manifest, key)].filter((chunk) => !firstKeys.has(chunk) && !startKeys.has(chunk));
      const { js, css } = sizes(manifest, dist, extra);
      return { chunk: manifest[key].src ?? key, js, css };
    })
    .sort((a, b) => b.js - a.js);
  return { firstRoute, start, lazy };
}
