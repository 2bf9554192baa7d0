#!/usr/bin/env node
/**
 * The tracker's map code stays on its route: leaflet (with its CSS) and the bundled Natural Earth
 * coastline (~170 kB gzip) may sit only in the chunks the tracker screen loads, never in the
 * entry, the first route or any other screen's chunk. Reads each built app's Vite manifest.
 *
 *   node tooling/bench/programme-map-code.mjs        after `turbo run build --filter='./apps/*'`
 *
 * Exits 1 on a violation or when the map code is not found at all (nothing to check). The lead
 * may call `checkMapCode` from bundle-budget.mjs so `pnpm bench` runs it (issue 15).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticClosure } from './first-route.mjs';

/** Strings that survive minification: leaflet's class names, the coastline topology's own fields. */
export const MAP_CODE = [
  { name: 'leaflet', markers: ['leaflet-marker-icon', 'leaflet-container'] },
  { name: 'coastline (world-atlas land-50m)', markers: ['"land":{"type":"GeometryCollection"'] },
];
/** Source modules whose chunks may carry it: the screen and the coastline it imports lazily. */
export const MAP_MODULES = ['packages/programme/src/tracker/TrackerScreen.tsx', 'packages/programme/src/tracker/coastline.ts'];

export function checkMapCode(dist, read = (file) => readFileSync(join(dist, file), 'utf8')) {
  const manifest = JSON.parse(read('.vite/manifest.json'));
  const isMapModule = (key) => MAP_MODULES.some((module) => (manifest[key].src ?? key).endsWith(module));
  const codeOf = new Map();
  for (const chunk of Object.values(manifest)) {
    const files = [chunk.file, ...(chunk.css ?? [])];
    for (const file of files) {
      if (codeOf.has(file)) continue;
      const code = read(file);
      const found = MAP_CODE.filter(({ markers }) => markers.some((marker) => code.includes(marker))).map(({ name }) => name);
      codeOf.set(file, found);
    }
  }
  const violations = [];
  const others = Object.keys(manifest).filter((key) => (manifest[key].isEntry || manifest[key].isDynamicEntry) && !isMapModule(key));
  for (const from of others) {
    for (const key of staticClosure(manifest, from)) {
      for (const file of [manifest[key].file, ...(manifest[key].css ?? [])]) {
        for (const library of codeOf.get(file) ?? []) violations.push({ library, file, reachedFrom: manifest[from].src ?? from });
      }
    }
  }
  const foundIn = [...codeOf].filter(([, found]) => found.length > 0).map(([file, found]) => ({ file, found }));
  const present = MAP_CODE.every(({ name }) => foundIn.some(({ found }) => found.includes(name)));
  return { violations, foundIn, present };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  let failed = false;
  for (const app of ['guest', 'kiosk', 'signage']) {
    const dist = join(repo, 'apps', app, 'dist');
    if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
      console.error(`${app}: no build (run turbo run build --filter='./apps/*' first)`);
      failed = true;
      continue;
    }
    const { violations, foundIn, present } = checkMapCode(dist);
    console.log(`${app}: map code in ${foundIn.map(({ file, found }) => `${file} (${found.join(', ')})`).join('; ') || 'no chunk'}`);
    if (!present) console.error(`${app}: leaflet or the coastline is missing from the build: nothing was checked`);
    for (const violation of violations)
      console.error(`${app}: ${violation.library} in ${violation.file}, reached from ${violation.reachedFrom}`);
    if (!present || violations.length > 0) failed = true;
    else console.log(`${app}: absent from every other route ✓`);
  }
  process.exitCode = failed ? 1 : 0;
}
