// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooserLabelRule, widestWordEms, WORD_WIDTH } from './chooser-label';

describe('a chooser label', () => {
  it('wraps rather than being clipped: between words, hyphenated, inside a word as the last resort', () => {
    expect(chooserLabelRule).toMatchObject({ maxWidth: '100%', hyphens: 'auto', overflowWrap: 'anywhere' });
    expect(chooserLabelRule).not.toHaveProperty('whiteSpace');
  });

  it('shrinks to its tile when its widest word is wider, and only then', () => {
    expect(chooserLabelRule.fontSize).toMatch(/^max\(0\.7em, min\(1em, calc\(\(100cqi - \d+px\) \/ var\(--[\w-]+\)\)\)\)$/);
    expect(chooserLabelRule.fontSize).toContain(`var(${WORD_WIDTH})`);
  });

  it('measures its widest word in em, breaking at spaces and after hyphens', () => {
    const measured: string[] = [];
    const text = 'TV-Programm heute';
    const width = (start: number, end: number) => {
      measured.push(text.slice(start, end));
      return (end - start) * 10;
    };
    expect(widestWordEms(text, width, 20)).toBe(4);
    expect(measured).toEqual(['TV-', 'Programm', 'heute']);
  });

  it('has no width before the browser lays it out', () => {
    expect(widestWordEms('Kinderfilme', () => 0, 20)).toBeUndefined();
    expect(widestWordEms('Kinderfilme', () => 120, Number.NaN)).toBeUndefined();
  });
});
