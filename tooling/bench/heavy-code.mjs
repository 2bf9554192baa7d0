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
export const LAZY_VIEWERS = ['packages/content/src/pdf/ReactPdfRenderer.tsx', 'packages/content/src/media/VideoJsPlayer.tsx'];

const isViewer = (key) => LAZY_VIEWERS.some((module) => key.endsWith(module));

/**
 * Chunk files of `dist` that carry heavy-library code where it does not belong: in the static
 * closure of the entry or of any lazy chunk that is not one of the viewers. Also reports whether
 * each viewer's chunks exist at all, and whether the PDF worker is a file of the build.
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
  const workerLoadedLocally = viewers
    .filter((key) => key.endsWith('ReactPdfRenderer.tsx'))
    .every((key) => [...staticClosure(manifest, key)].some((chunk) => /assets\/pdf\.worker[\w.-]*\.m?js/.test(read(manifest[chunk].file))));
  // Named by source module, not hashed file name, so the generated report only changes when the code's place does.
  const heavyChunks = [...libraryOf].map(([chunk, library]) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === chunk);
    return { chunk, module: (manifest[key].src ?? key).replace(/^(\.\.\/)+/, ''), library };
  });
  return { heavyChunks, violations, viewers, workerLoadedLocally };
}
