// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FLOOR_ROW_NAME, lighthouseSection, withLighthouseSection } from './performance-doc';

const figures = {
  performance: 0.964,
  accessibility: 1,
  bestPractices: 1,
  largestContentfulPaintMs: 1712.4,
  cumulativeLayoutShift: 0.0012,
  totalBlockingTimeMs: 48.6,
};
const section = lighthouseSection([{ name: 'dashboard', figures }], {
  date: '2026-11-23',
  command: 'pnpm lighthouse --write-doc',
  runs: 3,
});

describe('the Lighthouse section of docs/performance.md', () => {
  it('has one row per page with the rounded figures, the date and the command', () => {
    expect(section).toContain('| dashboard | 0.96 | 1.00 | 1.00 | 1712 ms | 0.001 | 49 ms | 2026-11-23 |');
    expect(section).toContain('`pnpm lighthouse --write-doc`');
    expect(section).toContain('median of 3 runs');
  });

  it('adds the floor app as a last, marked row when it was measured', () => {
    const withFloor = lighthouseSection([{ name: 'dashboard', figures }], {
      date: '2026-11-23',
      command: 'pnpm lighthouse --write-doc --floor',
      runs: 3,
      floor: { name: FLOOR_ROW_NAME, figures: { ...figures, largestContentfulPaintMs: 1553 } },
    });
    const rows = withFloor.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| page') && !line.startsWith('| ---'));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual(['| dashboard', `| ${FLOOR_ROW_NAME}`]);
    expect(rows[1]).toContain('| 1553 ms |');
    expect(withFloor).toContain('is no page of ours');
    expect(section).not.toContain('is no page of ours');
  });

  it('is appended when the document has none', () => {
    expect(withLighthouseSection('# Performance\n\n## Notes\n\ntext\n', section)).toBe(`# Performance\n\n## Notes\n\ntext\n\n${section}`);
  });

  it('replaces the old section and keeps the sections around it', () => {
    const document = `# Performance\n\n## Lighthouse\n\nold figures\n\n## Gate time\n\nkept\n`;
    const updated = withLighthouseSection(document, section);
    expect(updated).not.toContain('old figures');
    expect(updated).toContain(`${section}\n## Gate time\n\nkept\n`);
    expect(updated.startsWith('# Performance\n\n## Lighthouse')).toBe(true);
  });
});
