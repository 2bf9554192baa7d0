// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ARTICLE_VIDEO_SCREEN, checkHeavyCode } from './heavy-code.mjs';
import { heavySummary } from './report.mjs';

const pdfCode = 'class X{} const o={GlobalWorkerOptions:1}; "react-pdf__Document"';
const viewer = '../../packages/content/src/pdf/ReactPdfRenderer.tsx';

/** A fake dist: the manifest plus chunk contents, read through checkHeavyCode's `read`. */
function dist(manifest, files) {
  const all = { '.vite/manifest.json': JSON.stringify(manifest), ...files };
  return (file) => all[file] ?? '';
}

const base = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/Detail.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/Detail.tsx': { file: 'assets/Detail.js', isDynamicEntry: true, imports: ['_react.js'], dynamicImports: [viewer] },
  [viewer]: { file: 'assets/ReactPdfRenderer.js', isDynamicEntry: true, imports: ['_react.js', '_pdf.js'] },
  '_pdf.js': { file: 'assets/pdf.js' },
};

describe('checkHeavyCode', () => {
  it('accepts pdf.js that only the lazy viewer loads, with a worker from the build', () => {
    const read = dist(base, { 'assets/pdf.js': pdfCode, 'assets/ReactPdfRenderer.js': 'new URL("/assets/pdf.worker.min-abc.mjs")' });
    const result = checkHeavyCode('dist', read);
    expect(result.violations).toEqual([]);
    expect(result.heavyChunks).toEqual([{ chunk: 'assets/pdf.js', module: '_pdf.js', library: 'react-pdf / pdf.js' }]);
    expect(result.workerLoadedLocally).toBe(true);
  });

  it('flags pdf.js in a screen chunk that imports it statically', () => {
    const manifest = { ...base, 'src/Detail.tsx': { ...base['src/Detail.tsx'], imports: ['_react.js', '_pdf.js'] } };
    const result = checkHeavyCode('dist', dist(manifest, { 'assets/pdf.js': pdfCode }));
    expect(result.violations).toEqual([{ library: 'react-pdf / pdf.js', chunk: 'assets/pdf.js', reachedFrom: 'src/Detail.tsx' }]);
  });

  it('flags video.js bundled into the entry', () => {
    const result = checkHeavyCode('dist', dist(base, { 'assets/react.js': 'el.className="vjs-tech"' }));
    expect(result.violations.map((v) => [v.library, v.chunk, v.reachedFrom])).toContainEqual(['video.js', 'assets/react.js', 'index.html']);
  });

  it('flags a PDF viewer that fetches its worker from elsewhere', () => {
    const read = dist(base, {
      'assets/pdf.js': pdfCode,
      'assets/ReactPdfRenderer.js': '"//unpkg.com/pdfjs-dist/build/pdf.worker.min.mjs"',
    });
    expect(checkHeavyCode('dist', read).workerLoadedLocally).toBe(false);
  });

  it('says there is no PDF viewer when the build has no lazy viewer or no pdf.js, instead of passing on nothing', () => {
    const noViewer = { 'index.html': base['index.html'], '_react.js': base['_react.js'], 'src/Detail.tsx': base['src/Detail.tsx'] };
    expect(checkHeavyCode('dist', dist(noViewer, {})).pdfViewer).toBe(false);
    expect(checkHeavyCode('dist', dist(base, {})).pdfViewer).toBe(false);
    expect(checkHeavyCode('dist', dist(base, { 'assets/pdf.js': pdfCode })).pdfViewer).toBe(true);
  });
});

describe('the article video', () => {
  const detail = `../../${ARTICLE_VIDEO_SCREEN}`;
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: [detail, 'src/Overview.tsx'] },
    '_react.js': { file: 'assets/react.js' },
    [detail]: { file: 'assets/DetailScreen.js', src: detail, isDynamicEntry: true, imports: ['_react.js'] },
    'src/Overview.tsx': { file: 'assets/Overview.js', src: 'src/Overview.tsx', isDynamicEntry: true, imports: ['_react.js'] },
  };
  const player = 'jsx(`video`,{controls:!0}),t(`untitledVideo`)';

  it('is found in the detail screen chunk alone, with no video.js', () => {
    const result = checkHeavyCode('dist', dist(manifest, { 'assets/DetailScreen.js': player }));
    expect(result.articleVideo).toEqual({ screens: [ARTICLE_VIDEO_SCREEN], inFirstLoad: false, onlyInDetail: true });
    expect(result.videoJsShips).toBe(false);
    expect(heavySummary(result)).toContain(`article video (native player) in \`${ARTICLE_VIDEO_SCREEN}\`, no video.js`);
  });

  it('is flagged in another screen or the first route', () => {
    expect(checkHeavyCode('dist', dist(manifest, { 'assets/Overview.js': player })).articleVideo.onlyInDetail).toBe(false);
    const eager = checkHeavyCode('dist', dist(manifest, { 'assets/react.js': player })).articleVideo;
    expect(eager.inFirstLoad).toBe(true);
    expect(eager.onlyInDetail).toBe(false);
  });

  it("counts a part the detail screen alone loads lazily (a timetable's events) as the detail screen", () => {
    const list = 'src/schedule/EventList.tsx';
    const withList = {
      ...manifest,
      [detail]: { ...manifest[detail], dynamicImports: [list] },
      [list]: { file: 'assets/EventList.js', src: list, isDynamicEntry: true, imports: [detail] },
    };
    expect(checkHeavyCode('dist', dist(withList, { 'assets/DetailScreen.js': player })).articleVideo.onlyInDetail).toBe(true);
    // Another screen that loads the same part is another screen.
    const shared = {
      ...withList,
      'src/Overview.tsx': { ...withList['src/Overview.tsx'], dynamicImports: [list] },
    };
    const result = checkHeavyCode('dist', dist(shared, { 'assets/DetailScreen.js': player })).articleVideo;
    expect(result.onlyInDetail).toBe(false);
    expect(result.screens).toEqual([ARTICLE_VIDEO_SCREEN, list]);
  });

  it('is flagged when it is not in the build at all', () => {
    expect(checkHeavyCode('dist', dist(manifest, {})).articleVideo).toEqual({ screens: [], inFirstLoad: false, onlyInDetail: false });
  });

  it('notices video.js shipping anywhere', () => {
    expect(checkHeavyCode('dist', dist(manifest, { 'assets/Overview.js': 'el.className="vjs-tech"' })).videoJsShips).toBe(true);
  });
});
