import { isCheckModule, normalised } from './route-preload-map.mjs';

/**
 * Pieces nearly every screen that shows hub data draws together: the shell's `useHubData` with its
 * retry and picture preload, `HubDataState` with its "no longer here" (`GoneState`), and the ui's
 * state messages, spinner, hidden labels, text links and the dimmed-but-focusable button
 * (`ariaDisabled`, used by the date strip and the pager), and the table that becomes labelled
 * lines on a phone (`StackedTable`: the bookings, the muster status, the order confirmation; as a
 * file of its own it put two more names in the entry's map of lazy files, 25 bytes of the first
 * route the 1.3× budget did not have). Left to the bundler, each was a file of
 * 0.1–1 kB of its own, because each is shared by a different set of screens; the last three came
 * back as five files on every first visit when they were added (docs/performance.md, "Fewer files
 * a route, again").
 */
const hubScreenPieces =
  /\/packages\/(shell\/src\/data\/(HubDataState|GoneState|use-hub-data|preload-picture|retry-backoff)\.tsx?$|ui\/src\/(state-message|spinner|visually-hidden|text-link|aria-disabled|stacked-table)\/)/;
/** The ui's tiles and the picture inside them (`Tile`, `TileGrid`, `FallbackImage`). */
const tilePieces = /\/packages\/ui\/src\/(tile|image)\//;
/** The rest of the ui's formatting (prices, the formatters' memory), which needs no luxon (`dates`, listed first, takes the rest). */
const formattingPieces = /\/packages\/ui\/src\/formatting\//;
/**
 * The ui's date and time formatting (`formatDate`, `DateText`, `TimeText`…) with luxon, which only
 * they use. Price formatting stays out: a screen that shows prices and no dates (the photo shop,
 * the booking form) must not download luxon.
 */
const datePieces =
  /\/(packages\/ui\/src\/formatting\/(format-(date|time)\.ts|DateText\.tsx|TimeText\.tsx)|node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?luxon\/)/;
/**
 * What the dashboard's and the content screens' tiles need beside the ui's `Tile`: where a tile
 * goes (content's `content-links`, with the preview rule it follows), its picture
 * (`use-tile-image`, `use-default-image`) and the name of a link that leaves the product (the
 * shell's `useExternalLinkLabel`). The same screens use them all; apart, each was a file on the
 * dashboard's and the content overview's first visits. `tile-picture` stays out: the start
 * script's picture rules import it, and they must stay small.
 */
const contentTilePieces =
  /\/packages\/(content\/src\/shared\/(content-links|use-preview-mode|use-tile-image|use-default-image)\.ts|shell\/src\/frame\/external-links\/use-external-link-label\.ts)$/;
/** What a start script's picture rule reads with (hub-client `uncheckedId`, `imageAddress`). */
const pictureHintPieces = /\/packages\/hub-client\/src\/(image-address|unchecked-answer)\.ts$/;
/**
 * The programme's small rules its screens share (dates, event times, what is still to come, an
 * itinerary day's highlights, a date's events call): each was a 0.2–0.5 kB file of its own once
 * the itinerary day showed its programme, two more on the Daily Programme's first visit.
 * `event-images` stays out: the start script's picture rule imports it, and must stay small.
 */
const programmePieces =
  /\/packages\/programme\/src\/(rules\/(programme-dates|event-time|still-to-come|day-highlights)|programme\/events-on)\.ts$/;
const hubFile = /\/packages\/hub-client\/src\/(calls|schemas)\/([\w-]+)\.ts$/;

/**
 * A hub call and the schemas only it uses are one file (`hub-content`: the content calls with the
 * category schema). A schema several calls use keeps a file of its own. The device configuration's
 * call is part of the entry and stays there.
 * @param {string} id
 * @param {{ getModuleInfo(id: string): { importers: string[] } | null }} context
 * @returns {string | null}
 */
export function hubCallChunk(id, context) {
  const file = hubFile.exec(normalised(id));
  if (!file || file[2] === 'device-config') return null;
  if (file[1] === 'calls') return `hub-${file[2]}`;
  const calls = (context.getModuleInfo(id)?.importers ?? [])
    .map((importer) => hubFile.exec(normalised(importer)))
    .filter((importer) => importer?.[1] === 'calls');
  return calls.length === 1 ? `hub-${calls[0][2]}` : `hub-${file[2]}`;
}

/**
 * The bundler's groups (`build.rolldownOptions.output.codeSplitting.groups`). Without them a lazy
 * route came in 22–34 files (the article 34), most under 1 kB, each shared by a different set of
 * screens. On HTTP/1.1 a browser opens six connections to a host, so each further six files cost
 * a round trip before the first screen could draw: 150 ms on slow 4G, more on a ship's satellite
 * link (docs/performance.md, "Fewer files a route").
 *
 * - `checks`: what a start loads after the first paint (route-preload-map.mjs `checkModules`: zod,
 *   the schemas start-up checks with, the features' saved slices), which no first screen waits
 *   for. Only these modules, not what they import from the entry's graph (stores, the shell),
 *   which stays in the entry.
 * - `libraries`: the libraries the entry imports (React, the router, zustand, ky), one file, not a
 *   few small shared ones.
 * - `hub-screen`, `tiles`, `dates`, `formatting`, `hub-hints`, `content-tiles`, `programme-pieces` and a file per hub call: the small shared pieces
 *   of lazy screens, each group what screens use together. None is imported by the entry (the
 *   bundle bench checks it), so grouping moves nothing into the first download.
 *
 * Every group takes only the modules it names (`includeDependenciesRecursively: false`): what
 * they import stays where the bundler puts it.
 * @type {import('rolldown').CodeSplittingGroup[]}
 */
export const chunkGroups = [
  { name: 'checks', test: isCheckModule, includeDependenciesRecursively: false },
  { name: 'libraries', test: /[\\/]node_modules[\\/]|rolldown[:/]runtime/, tags: ['$initial'] },
  { name: 'hub-screen', test: (id) => hubScreenPieces.test(normalised(id)), includeDependenciesRecursively: false },
  { name: 'tiles', test: (id) => tilePieces.test(normalised(id)), includeDependenciesRecursively: false },
  { name: 'dates', test: (id) => datePieces.test(normalised(id)), includeDependenciesRecursively: false },
  { name: 'formatting', test: (id) => formattingPieces.test(normalised(id)), includeDependenciesRecursively: false },
  { name: 'hub-hints', test: (id) => pictureHintPieces.test(normalised(id)), includeDependenciesRecursively: false },
  { name: 'content-tiles', test: (id) => contentTilePieces.test(normalised(id)), includeDependenciesRecursively: false },
  { name: 'programme-pieces', test: (id) => programmePieces.test(normalised(id)), includeDependenciesRecursively: false },
  { name: hubCallChunk, includeDependenciesRecursively: false },
];

/** The names of the lazy screens' shared groups: the bench checks that the entry imports none. */
export const screenPieceChunk = /^(hub-screen|tiles|dates|formatting|hub-hints|content-tiles|programme-pieces|hub-[\w-]+)$/;
