// How the bundle figures are shown: an aligned table per app on the console, and the same
// figures as markdown in the generated section of docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
/** Manifest keys of workspace sources start with `../../`; the package path alone reads better. */
const chunkName = (chunk) => chunk.replace(/^(\.\.\/)+/, '');
const verdict = (result, ratio) => (result.within ? `within ${ratio}×` : `OVER ${ratio}×`);

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd(),
  );
}

/** @param {{ floor: { js: number, css: number }, budgetRatio: number, apps: any[] }} figures */
/** Where the PDF and video libraries ended up, in one line. */
export function heavySummary(heavy) {
  if (!heavy) return 'not checked';
  const where = heavy.heavyChunks.map((c) => `${c.library} in \`${c.module}\``).join(', ');
  const verdictText = heavy.violations.length ? `OUTSIDE lazy viewer chunks (${heavy.violations.length})` : 'only in lazy viewer chunks';
  const libraries = heavy.heavyChunks.length ? `${verdictText}: ${where}` : 'none in this build';
  return heavy.articleVideo ? `${libraries}; ${videoSummary(heavy)}` : libraries;
}

/** Where the article's native video player sits, and that no video library ships. */
export function videoSummary(heavy) {
  const { screens, inFirstLoad } = heavy.articleVideo;
  const place = screens.length ? screens.map((screen) => `\`${screen}\``).join(', ') : 'no chunk';
  const library = heavy.videoJsShips ? 'video.js SHIPS' : 'no video.js';
  return `article video (native player) in ${place}${inFirstLoad ? ' and the FIRST ROUTE' : ''}, ${library}`;
}

export function consoleReport({ floor, budgetRatio, apps }) {
  const lines = [`floor (React + react-dom + react-router data router, one route): JS ${kb(floor.js)} gzip`, ''];
  for (const result of apps) {
    lines.push(`${result.app}: first route ${verdict(result, budgetRatio)} the floor`);
    const rows = [
      ['  chunk', 'JS gz', 'CSS gz', '× floor'],
      ['  first route (entry + static imports + home screen)', kb(result.firstRouteJs), kb(result.firstRouteCss), result.ratio.toFixed(2)],
      ['  not counted: the checks chunk (after the first paint)', kb(result.checksJs ?? 0), '', ''],
      ...result.lazy.map((chunk) => [`  lazy ${chunkName(chunk.chunk)}`, kb(chunk.js), kb(chunk.css), '']),
    ];
    lines.push(...table(rows), `  heavy viewers: ${heavySummary(result.heavyCode)}`, '');
  }
  return lines.join('\n');
}

export function markdownReport({ floor, budgetRatio, apps }) {
  return [
    `Floor (bare React + react-dom + react-router, \`createBrowserRouter\`, one route): **${kb(floor.js)}** JS gzip.`,
    '',
    `| app | first-route JS (gzip) | first-route CSS (gzip) | × floor | budget ${budgetRatio}× | checks chunk, after the first paint (gzip) |`,
    '| --- | ---: | ---: | ---: | --- | ---: |',
    ...apps.map(
      (r) =>
        `| ${r.app} | ${kb(r.firstRouteJs)} | ${kb(r.firstRouteCss)} | ${r.ratio.toFixed(2)} | ${r.within ? 'within' : '**over**'} | ${kb(r.checksJs ?? 0)} |`,
    ),
    '',
    "The checks chunk (zod, the device configuration's and the saved slices' schemas, the features' saved slices) loads after the first paint, when start-up checks the device configuration in full and restores a first visitor's slices; no first screen waits for it, so it does not count in the first route. A lazy screen that checks hub answers counts it in what it adds.",
    '',
    'PDF and video libraries (react-pdf/pdf.js, video.js): allowed only in chunks that the viewers load lazily.',
    '',
    ...apps.map((r) => `- ${r.app}: ${heavySummary(r.heavyCode)}`),
    '',
    'Lazy chunks: what opening that screen adds on top of the first route.',
    '',
    '| app | lazy chunk | JS (gzip) | CSS (gzip) |',
    '| --- | --- | ---: | ---: |',
    ...apps.flatMap((r) =>
      r.lazy.length
        ? r.lazy.map((c) => `| ${r.app} | \`${chunkName(c.chunk)}\` | ${kb(c.js)} | ${kb(c.css)} |`)
        : [`| ${r.app} | (none besides the first route) | | |`],
    ),
  ].join('\n');
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Replaces only the generated section; the hand-written text around the markers stays. */
export function writeGeneratedSection(docPath, markdown) {
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${docPath} lacks the ${START} … ${END} markers.`);
  writeFileSync(docPath, `${doc.slice(0, start + START.length)}\n${markdown}\n${doc.slice(end)}`);
}
