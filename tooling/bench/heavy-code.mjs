// Heavy viewers stay in their own lazy chunks: react-pdf/pdf.js (about 130 kB gzip) and a video
// player library must never reach the entry, the first route or any screen's own chunk, only
// the chunks those screens import lazily when a guest opens a PDF or a video.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticClosure } from './first-route.mjs';

/** Strings that survive minification in each library's code (class names, error texts, globals). */
export const HEAVY_LIBRARIES = [
  { name: 'react-pdf / pdf.js', markers: ['react-pdf__Document', 'GlobalWorkerOptions', 'InvalidPDFException'] },
  { name: 'video.js', markers: ['vjs-tech', 'videojs-', 'VIDEOJS_NO_DYNAMIC_STYLE'] },
];

/** The modules allowed to pull the heavy code in; each is imported only with `import()`. */
export const LAZY_VIEWERS = ['packages/content/src/pdf/ReactPdfRenderer.tsx', 'packages/ui/src/video-player/VideoJsPlayer.tsx'];

const isViewer = (key) => LAZY_VIEWERS.some((module) => key.endsWith(module));
const isPdfViewer = (key) => key.endsWith('packages/content/src/pdf/ReactPdfRenderer.tsx');

/**
 * The article video player (native <video>, packages/content/src/media/ArticleVideo.tsx) is
 * found by its catalogue key, which survives minification and no other code uses. It belongs
 * in the detail screen's lazy chunk only: no other screen and nothing the first route loads.
 */
export const ARTICLE_VIDEO_MARKER = 'untitledVideo';
export const ARTICLE_VIDEO_SCREEN = 'packages/content/src/detail/DetailScreen.tsx';

/**
 * Chunk files of `dist` that carry heavy-library code where it does not belong: in the static
 * closure of the entry or of any lazy chunk that is not one of the viewers. Also reports whether
 * each viewer's chunks exist at all (`pdfViewer`: the lazy viewer module and a chunk with pdf.js
 * code, so the check cannot pass because there is nothing to check), whether the PDF worker is
 * a file of the build, where the article video code sits, and whether video.js ships at all.
 */
export function checkHeavyCode(dist, read = (file) => readFileSync(join(dist, file), 'utf8')) {
  const manifest = JSON.parse(read('.vite/manifest.json'));
  const libraryOf = new Map();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js') || libraryOf.has(chunk.file)) continue;
    const code = read(chunk.file);
    const library = HEAVY_LIBRARIES.find(({ markers }) => markers.some((marker) => code.includes(marker)));
    if (library) libraryOf.set(chunk.file, library.name);
  }

  const violations = [];
  const eager = Object.keys(manifest).filter((key) => manifest[key].isEntry || (manifest[key].isDynamicEntry && !isViewer(key)));
  for (const from of eager) {
    for (const key of staticClosure(manifest, from)) {
      const library = libraryOf.get(manifest[key].file);
      if (library) violations.push({ library, chunk: manifest[key].file, reachedFrom: manifest[from].src ?? from });
    }
  }

  const viewers = Object.keys(manifest).filter(isViewer);
  const pdfViewer = viewers.some(isPdfViewer) && [...libraryOf.values()].includes('react-pdf / pdf.js');
  const workerLoadedLocally = viewers
    .filter(isPdfViewer)
    .every((key) => [...staticClosure(manifest, key)].some((chunk) => /assets\/pdf\.worker[\w.-]*\.m?js/.test(read(manifest[chunk].file))));
  // Named by source module, not hashed file name, so the generated report only changes when the code's place does.
  const heavyChunks = [...libraryOf].map(([chunk, library]) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === chunk);
    return { chunk, module: (manifest[key].src ?? key).replace(/^(\.\.\/)+/, ''), library };
  });
  return {
    heavyChunks,
    violations,
    viewers,
    pdfViewer,
    workerLoadedLocally,
    articleVideo: articleVideoPlacement(manifest, read),
    videoJsShips: heavyChunks.some((chunk) => chunk.library === 'video.js'),
  };
}

/**
 * Which lazy screens load the article video code, and whether that is the detail screen alone
 * (`onlyInDetail`); false when the code is in the first route's closure or not found at all.
 */
export function articleVideoPlacement(manifest, read) {
  const sourceOf = (key) => (manifest[key].src ?? key).replace(/^(\.\.\/)+/, '');
  const carriers = new Set(
    Object.keys(manifest).filter((key) => manifest[key].file.endsWith('.js') && read(manifest[key].file).includes(ARTICLE_VIDEO_MARKER)),
  );
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inFirstLoad = entry !== undefined && [...staticClosure(manifest, entry)].some((key) => carriers.has(key));
  // A part the detail screen loads lazily (a timetable's event list) only ever loads after it, and
  // imports its chunk for what they share: it is the detail screen, not another screen.
  const detail = Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && sourceOf(key) === ARTICLE_VIDEO_SCREEN);
  const withDetail = detail ? staticClosure(manifest, detail) : new Set();
  const importersOf = (key) => Object.keys(manifest).filter((candidate) => manifest[candidate].dynamicImports?.includes(key));
  const partOfDetail = (key) =>
    key !== detail && importersOf(key).length > 0 && importersOf(key).every((importer) => withDetail.has(importer));
  const screens = Object.keys(manifest)
    .filter(
      (key) => manifest[key].isDynamicEntry && !partOfDetail(key) && [...staticClosure(manifest, key)].some((chunk) => carriers.has(chunk)),
    )
    .map(sourceOf)
    .sort();
  return {
    screens,
    inFirstLoad,
    onlyInDetail: !inFirstLoad && screens.length === 1 && screens[0] === ARTICLE_VIDEO_SCREEN,
  };
}
