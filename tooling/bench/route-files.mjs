// The files a first visit to each route fetches before its screen can draw, read from the route
// map the build wrote into index.html's start script (vite-app-config start-script.mjs): how many
// and their gzip size. On HTTP/1.1 six go at a time, so each further six cost a round trip
// (docs/performance.md, "Fewer files a route").
//   node tooling/bench/route-files.mjs [--dist apps/guest/dist] [/route/pattern …] [--list]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipBytes } from './first-route.mjs';

/** The start script's route map (`var m={…},p=`) from a built index.html. */
export function readRouteMap(html) {
  const map = /var m=(\{.*?\}),p=/.exec(html)?.[1];
  if (!map) throw new Error('No route map in index.html: is this a production build?');
  return /** @type {{ files: string[]; routes: [string, number[], string[]?, number?][] }} */ (JSON.parse(map));
}

/** Each route pattern with the files its start preloads (the screen's chunks and CSS). */
export function routeFiles(map, patterns = []) {
  const routes = patterns.length ? map.routes.filter(([path]) => patterns.includes(path)) : map.routes;
  return routes.map(([path, files]) => ({ path, files: files.map((index) => map.files[index]) }));
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replaceAll('\\', '/').split('/').pop() ?? '');
if (isMain) {
  const { values, positionals } = parseArgs({
    options: { dist: { type: 'string', default: 'apps/guest/dist' }, list: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const map = readRouteMap(readFileSync(join(values.dist, 'index.html'), 'utf8'));
  for (const { path, files } of routeFiles(map, positionals)) {
    const sizes = files.map((file) => ({ file, bytes: gzipBytes(join(values.dist, file)) }));
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(`${path.padEnd(34)} ${String(files.length).padStart(3)} files ${(total / 1024).toFixed(1).padStart(6)} kB gzip`);
    if (values.list) for (const { file, bytes } of sizes) console.log(`    ${(bytes / 1024).toFixed(1).padStart(5)} kB  ${file}`);
  }
}
