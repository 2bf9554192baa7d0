// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkMapCode } from './programme-map-code.mjs';

const tracker = '../../packages/programme/src/tracker/TrackerScreen.tsx';
const coastline = '../../packages/programme/src/tracker/coastline.ts';
const leafletCode = 'L.DomUtil.addClass(e,"leaflet-container")';
const coastlineCode = 'JSON.parse(`{"land":{"type":"GeometryCollection","geometries":[]}}`)';

/** A fake dist: the manifest plus chunk contents, read through checkMapCode's `read`. */
function dist(manifest, files) {
  const all = { '.vite/manifest.json': JSON.stringify(manifest), ...files };
  return (file) => all[file] ?? '';
}

const base = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: [tracker, 'src/Daily.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/Daily.tsx': { file: 'assets/Daily.js', isDynamicEntry: true, imports: ['_react.js'] },
  [tracker]: {
    file: 'assets/Tracker.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    css: ['assets/Tracker.css'],
    dynamicImports: [coastline],
  },
  [coastline]: { file: 'assets/coastline.js', isDynamicEntry: true },
};

describe('checkMapCode', () => {
  it('accepts leaflet and the coastline in the tracker’s chunks only', () => {
    const read = dist(base, {
      'assets/Tracker.js': leafletCode,
      'assets/Tracker.css': '.leaflet-container{}',
      'assets/coastline.js': coastlineCode,
    });
    const result = checkMapCode('dist', read);
    expect(result.violations).toEqual([]);
    expect(result.present).toBe(true);
  });

  it('finds leaflet in a chunk another screen loads', () => {
    const manifest = {
      ...base,
      'src/Daily.tsx': { ...base['src/Daily.tsx'], imports: ['_react.js', '_leaflet.js'] },
      '_leaflet.js': { file: 'assets/leaflet.js' },
    };
    const read = dist(manifest, { 'assets/leaflet.js': leafletCode, 'assets/coastline.js': coastlineCode });
    expect(checkMapCode('dist', read).violations).toEqual([
      { library: 'leaflet', file: 'assets/leaflet.js', reachedFrom: 'src/Daily.tsx' },
    ]);
  });

  it('finds the coastline in the entry', () => {
    const read = dist(base, { 'assets/index.js': coastlineCode, 'assets/Tracker.js': leafletCode });
    expect(checkMapCode('dist', read).violations.map((violation) => violation.library)).toEqual(['coastline (world-atlas land-50m)']);
  });

  it('says when there is nothing to check', () => {
    expect(checkMapCode('dist', dist(base, {})).present).toBe(false);
  });
});
