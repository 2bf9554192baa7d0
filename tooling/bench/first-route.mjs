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
  const entryChunkNames = [...firstKeys].map((key) => manifest[key].name).filter(Boolean);
  for (const module of firstRouteModules) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(module));
    if (!key) throw new Error(`The first route's module ${module} is not in ${dist}'s manifest.`);
    staticClosure(manifest, key, firstKeys);
  }
  // The `checks` chunk (tooling/vite-app-config: zod, the schemas start-up checks with, the saved
  // slices) loads after the first paint and no first screen waits for it (hub-client's
  // getDeviceConfigForFirstPage, the shell's bootApp): reported on its own, not counted. Were the
  // home screen or the entry to import it, it would be in `firstKeys` and count.
  const checkKeys = new Set();
  for (const key of Object.keys(manifest).filter((candidate) => manifest[candidate].name === 'checks'))
    staticClosure(manifest, key, checkKeys);
  for (const key of firstKeys) checkKeys.delete(key);
  const checks = sizes(manifest, dist, checkKeys);
  const firstRoute = sizes(manifest, dist, firstKeys);
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !firstKeys.has(key))
    .map((key) => {
      const extra = [...staticClosure(manifest, key)].filter((chunk) => !firstKeys.has(chunk));
      const { js, css } = sizes(manifest, dist, extra);
      return { chunk: manifest[key].src ?? key, js, css };
    })
    .sort((a, b) => b.js - a.js);
  return { firstRoute, checks, lazy, entryChunkNames };
}
