import type { PageFigures } from './assess';

export type DocRow = { name: string; figures: PageFigures };

/** The bench's floor: a bare React + react-router app measured the same way, for scale. */
export const FLOOR_ROW_NAME = 'reference: bare React app (the bench floor)';

const SECTION_TITLE = '## Lighthouse';

/** The figures table for docs/performance.md: one row per page, the median of the runs. */
export function lighthouseSection(
  rows: DocRow[],
  { date, command, runs, floor }: { date: string; command: string; runs: number; floor?: DocRow | undefined },
): string {
  const table = [...rows, ...(floor ? [floor] : [])].map(
    ({ name, figures: f }) =>
      `| ${name} | ${f.performance.toFixed(2)} | ${f.accessibility.toFixed(2)} | ${f.bestPractices.toFixed(2)} | ${Math.round(f.largestContentfulPaintMs)} ms | ${f.cumulativeLayoutShift.toFixed(3)} | ${Math.round(f.totalBlockingTimeMs)} ms | ${date} |`,
  );
  return [
    SECTION_TITLE,
    '',
    `Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slow-down calibrated to the host), Debian's chromium, the built`,
    `apps served by the demo with compression; the median of ${runs} runs per page. Thresholds: performance`,
    `≥ 0.95, accessibility 1.0, best practices 1.0, LCP ≤ 1800 ms, CLS ≤ 0.02, TBT ≤ 100 ms. Written by`,
    `\`${command}\`; figures from a shared machine are worse than from a quiet one.`,
    '',
    '| page | perf | a11y | BP | LCP | CLS | TBT | date |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...table,
    ...(floor
      ? [
          '',
          `The last row is no page of ours: the bundle bench's floor (\`tooling/bench/floor\`, one React +`,
          'react-router route that renders a heading, 95 kB gzip) served and measured the same way, so the',
          'targets can be read against what any client-rendered React app reaches on this machine.',
        ]
      : []),
    '',
  ].join('\n');
}

/** Replaces the Lighthouse section (up to the next `## ` heading) or appends it at the end. */
export function withLighthouseSection(document: string, section: string): string {
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trim() === SECTION_TITLE);
  if (start === -1) return `${document.replace(/\n*$/, '')}\n\n${section}`;
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const before = lines.slice(0, start).join('\n');
  const after = next === -1 ? '' : `\n${lines.slice(next).join('\n')}`;
  return `${before}\n${section}${after}`;
}
