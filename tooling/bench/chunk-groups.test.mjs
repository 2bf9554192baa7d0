import { describe, expect, it } from 'vitest';
import { chunkGroups, hubCallChunk, screenPieceChunk } from '@companion/vite-app-config';
import { readRouteMap, routeFiles } from './route-files.mjs';

const repo = '/repo/packages';
/**
 * The group that takes a module, as the bundler chooses: the first in order whose test matches
 * (a `$initial` group only for what the entry imports).
 */
function groupOf(id, { initial = false } = {}) {
  const context = { getModuleInfo: () => ({ importers: [] }) };
  for (const group of chunkGroups) {
    if (group.tags?.includes('$initial') && !initial) continue;
    if (typeof group.name === 'function') {
      const name = group.name(id, context);
      if (name) return name;
      continue;
    }
    const test = group.test;
    if (typeof test === 'function' ? test(id) : test.test(id)) return group.name;
  }
  return null;
}

describe('chunk groups: the shared pieces of lazy screens', () => {
  it('puts what a screen with hub data draws together into one file', () => {
    expect(groupOf(`${repo}/shell/src/data/HubDataState.tsx`)).toBe('hub-screen');
    expect(groupOf(`${repo}/shell/src/data/use-hub-data.ts`)).toBe('hub-screen');
    expect(groupOf(`${repo}/ui/src/spinner/Spinner.tsx`)).toBe('hub-screen');
    expect(groupOf(`${repo}/ui/src/visually-hidden/visually-hidden.css.ts`)).toBe('hub-screen');
  });

  it('takes the "no longer here" state, text links and the dimmed button with them', () => {
    // Each came back as a file of its own on every first visit when it was added.
    expect(groupOf(`${repo}/shell/src/data/GoneState.tsx`)).toBe('hub-screen');
    expect(groupOf(`${repo}/ui/src/text-link/text-link.css.ts`)).toBe('hub-screen');
    expect(groupOf(`${repo}/ui/src/aria-disabled/aria-disabled.ts`)).toBe('hub-screen');
    expect(groupOf(`${repo}/ui/src/aria-disabled/AriaDisabledButton.tsx`)).toBe('hub-screen');
  });

  it('puts what the dashboard’s and the content screens’ tiles need into one file, but not the picture rules’ import', () => {
    expect(groupOf(`${repo}/content/src/shared/content-links.ts`)).toBe('content-tiles');
    expect(groupOf(`${repo}/content/src/shared/use-tile-image.ts`)).toBe('content-tiles');
    expect(groupOf(`${repo}/shell/src/frame/external-links/use-external-link-label.ts`)).toBe('content-tiles');
    expect(groupOf(`${repo}/content/src/shared/tile-picture.ts`)).toBeNull();
    expect(groupOf(`${repo}/content/src/shared/ContentTile.tsx`)).toBeNull();
  });

  it('puts the programme’s shared small rules into one file, but not the picture rule’s import', () => {
    expect(groupOf(`${repo}/programme/src/rules/event-time.ts`)).toBe('programme-pieces');
    expect(groupOf(`${repo}/programme/src/rules/day-highlights.ts`)).toBe('programme-pieces');
    expect(groupOf(`${repo}/programme/src/programme/events-on.ts`)).toBe('programme-pieces');
    expect(groupOf(`${repo}/programme/src/rules/event-images.ts`)).toBeNull();
  });

  it('leaves the entry’s own data modules alone', () => {
    expect(groupOf(`${repo}/shell/src/data/hub-data-cache.ts`)).toBeNull();
  });

  it('groups tiles with their picture, and the date formatting with luxon', () => {
    expect(groupOf(`${repo}/ui/src/tile/TileGrid.tsx`)).toBe('tiles');
    expect(groupOf(`${repo}/ui/src/image/FallbackImage.tsx`)).toBe('tiles');
    expect(groupOf(`${repo}/ui/src/formatting/format-date.ts`)).toBe('dates');
    expect(groupOf(`${repo}/ui/src/formatting/format-time.ts`)).toBe('dates');
    expect(groupOf(`${repo}/ui/src/formatting/DateText.tsx`)).toBe('dates');
    expect(groupOf('/repo/node_modules/.pnpm/luxon@3.7.2/node_modules/luxon/src/luxon.js')).toBe('dates');
  });

  it('keeps price formatting out of the dates, so a screen of prices downloads no luxon', () => {
    expect(groupOf(`${repo}/ui/src/formatting/format-price.ts`)).toBe('formatting');
    expect(groupOf(`${repo}/ui/src/formatting/remembered.ts`)).toBe('formatting');
    expect(groupOf(`${repo}/ui/src/formatting/Price.tsx`)).toBe('formatting');
  });

  it('leaves other libraries of lazy screens to the bundler; the entry’s are one file', () => {
    expect(groupOf('/repo/node_modules/.pnpm/dompurify@3.3.1/node_modules/dompurify/dist/purify.es.mjs')).toBeNull();
    expect(groupOf('/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js', { initial: true })).toBe('libraries');
  });

  it('gives the start-up checks precedence: zod and the saved slices’ schemas stay in checks', () => {
    expect(groupOf('/repo/node_modules/.pnpm/zod@4.3.6/node_modules/zod/v4/core/core.js')).toBe('checks');
    expect(groupOf(`${repo}/hub-client/src/schemas/basket.ts`)).toBe('checks');
  });

  it('reads Windows paths the same way', () => {
    expect(groupOf('C:\\repo\\packages\\ui\\src\\tile\\Tile.tsx')).toBe('tiles');
  });

  it('names every group the bench keeps out of the entry', () => {
    for (const name of ['hub-screen', 'tiles', 'dates', 'formatting', 'hub-hints', 'content-tiles', 'programme-pieces', 'hub-content'])
      expect(screenPieceChunk.test(name)).toBe(true);
    expect(screenPieceChunk.test('libraries')).toBe(false);
    expect(screenPieceChunk.test('checks')).toBe(false);
  });
});

describe('hubCallChunk: a hub call with the schemas only it uses', () => {
  const content = `${repo}/hub-client/src/calls/content.ts`;
  const search = `${repo}/hub-client/src/calls/search.ts`;
  const noImporters = { getModuleInfo: () => ({ importers: [] }) };

  it('names a call by its file', () => {
    expect(hubCallChunk(content, noImporters)).toBe('hub-content');
  });

  it('puts a schema one call uses with that call', () => {
    const context = { getModuleInfo: () => ({ importers: [content, `${repo}/hub-client/src/index.ts`] }) };
    expect(hubCallChunk(`${repo}/hub-client/src/schemas/category.ts`, context)).toBe('hub-content');
  });

  it('keeps a schema several calls use in a file of its own', () => {
    const context = { getModuleInfo: () => ({ importers: [content, search] }) };
    expect(hubCallChunk(`${repo}/hub-client/src/schemas/article.ts`, context)).toBe('hub-article');
  });

  it('leaves the device configuration’s call in the entry, and other modules to the bundler', () => {
    expect(hubCallChunk(`${repo}/hub-client/src/calls/device-config.ts`, noImporters)).toBeNull();
    expect(hubCallChunk(`${repo}/hub-client/src/hub-request.ts`, noImporters)).toBeNull();
  });
});

describe('route-files: what a first visit to a route fetches', () => {
  const html = `<script>(function(){try{var b="/";var m={"files":["assets/A.js","assets/B.js","assets/A.css"],"routes":[["/",[0,2]],["/x/:id",[1,0],["x/:id"]]]},p=l.pathname})()</script>`;

  it('reads the start script’s route map and names each route’s files', () => {
    expect(routeFiles(readRouteMap(html))).toEqual([
      { path: '/', files: ['assets/A.js', 'assets/A.css'] },
      { path: '/x/:id', files: ['assets/B.js', 'assets/A.js'] },
    ]);
    expect(routeFiles(readRouteMap(html), ['/x/:id'])).toHaveLength(1);
  });

  it('says so when the page has no route map', () => {
    expect(() => readRouteMap('<html></html>')).toThrow(/No route map/);
  });
});
