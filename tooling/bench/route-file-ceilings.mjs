// How many files a first visit to each route Lighthouse measures may fetch for its screen (the
// chunks and CSS the start script preloads, beside the entry's own). On HTTP/1.1 six go at a time,
// so each further six cost a round trip before the screen can draw: 150 ms on Lighthouse's slow
// 4G, more on a ship's link. Small shared modules added to screens (a "no longer here" state, a
// text link style, a button helper) each came back as a file of their own until chunk-groups.mjs
// named them, and the pages' LCP crept up by 200–300 ms over four sessions before anyone counted
// (docs/performance.md, "Fewer files a route, again"). A ceiling is today's count plus one:
// a new file on a first visit is a choice, made by raising the number here with the reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRouteMap, routeFiles } from './route-files.mjs';

/** Route pattern → most files, the same for the three apps (each routes to these screens). */
export const routeFileCeilings = {
  '/': 8,
  '/content/overview': 22,
  '/content/detail/:id': 21,
  '/onboard/excursions': 21,
  '/itinerary/go': 19,
};

/**
 * The routes of a built app whose first visit fetches more files than its ceiling.
 * @param {string} dist an app's build folder
 * @param {Record<string, number>} ceilings
 */
export function routesOverFileCeiling(dist, ceilings = routeFileCeilings) {
  const map = readRouteMap(readFileSync(join(dist, 'index.html'), 'utf8'));
  const found = routeFiles(map, Object.keys(ceilings));
  const missing = Object.keys(ceilings).filter((path) => !found.some((route) => route.path === path));
  return [
    ...missing.map((path) => `no route ${path} in the start script's map (nothing to count).`),
    ...found
      .filter(({ path, files }) => files.length > ceilings[path])
      .map(
        ({ path, files }) =>
          `a first visit to ${path} fetches ${files.length} files for its screen, more than ${ceilings[path]}: group the new small pieces in chunk-groups.mjs, or raise the ceiling in route-file-ceilings.mjs with the reason.`,
      ),
  ];
}
