import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRouteTable, withoutEarlyReads } from '@companion/vite-app-config';

const packages = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages');
const routeTables = readdirSync(packages).flatMap((name) => {
  const source = join(packages, name, 'src');
  try {
    return readdirSync(source)
      .filter((file) => /-routes\.tsx?$/.test(file))
      .map((file) => join(source, file));
  } catch {
    return [];
  }
});

describe("the build's copy of a route table", () => {
  it('has no early reads, in every form a table writes them (a list, a named list, the last property, after a comment)', () => {
    const source = `
const todays = ['itinerary/schedules'];
export const routes = [
  { path: '/a', load: a, earlyReads: todays, earlyPicture: picture },
  {
    path: '/b',
    load: b,
    earlyReads: [
      'cms/articles/:id?previewMode=false',
      'blobs/images/:id',
    ],
  },
  { path: '/c', load: c, earlyReads: ['x'] },
  {
    path: '/d',
    load: d,
    // Today's list.
    earlyReads: ['excursions/tags'],
    earlyPicture: () => import('./list/early-picture'),
  },
];`;
    expect(withoutEarlyReads(source)).toBe(`
const todays = ['itinerary/schedules'];
export const routes = [
  { path: '/a', load: a, earlyPicture: picture },
  {
    path: '/b',
    load: b,
  },
  { path: '/c', load: c },
  {
    path: '/d',
    load: d,
    earlyPicture: () => import('./list/early-picture'),
  },
];`);
  });

  it.each(routeTables.map((table) => [table.slice(packages.length + 1), table]))(
    '%s: keeps every route and its screen, and loses only the early reads',
    (_name, table) => {
      const source = readFileSync(table, 'utf8');
      const stripped = withoutEarlyReads(source);
      expect(stripped).not.toMatch(/earlyReads/);
      const withoutReads = readRouteTable(source).map(({ earlyReads: _reads, ...route }) => route);
      expect(readRouteTable(stripped)).toEqual(withoutReads);
    },
  );

  it('finds the tables that have early reads', () => {
    const withReads = routeTables.filter((table) => readFileSync(table, 'utf8').includes('earlyReads'));
    expect(withReads.map((table) => table.split('/').pop())).toEqual(
      expect.arrayContaining(['content-routes.ts', 'excursions-routes.ts', 'programme-routes.ts']),
    );
  });
});
