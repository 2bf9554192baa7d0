import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOverFileCeiling } from './route-file-ceilings.mjs';

/** A build folder whose index.html carries a start script's route map. */
function distWith(map) {
  const dist = mkdtempSync(join(tmpdir(), 'route-files-'));
  writeFileSync(join(dist, 'index.html'), `<script>var m=${JSON.stringify(map)},p=location.pathname</script>`);
  return dist;
}

describe('routesOverFileCeiling', () => {
  const map = {
    files: ['a.js', 'b.js', 'c.js', 'a.css'],
    routes: [
      ['/', [0, 1]],
      ['/content/overview', [0, 1, 2, 3]],
    ],
  };

  it('passes routes within their ceiling', () => {
    expect(routesOverFileCeiling(distWith(map), { '/': 2, '/content/overview': 4 })).toEqual([]);
  });

  it('names a route that fetches more files than allowed, with the way out', () => {
    const [problem] = routesOverFileCeiling(distWith(map), { '/': 2, '/content/overview': 3 });
    expect(problem).toMatch(/\/content\/overview fetches 4 files for its screen, more than 3/);
    expect(problem).toMatch(/chunk-groups\.mjs/);
  });

  it('fails a route the build does not have rather than pass on nothing', () => {
    expect(routesOverFileCeiling(distWith(map), { '/itinerary/go': 20 })).toEqual([
      "no route /itinerary/go in the start script's map (nothing to count).",
    ]);
  });
});
