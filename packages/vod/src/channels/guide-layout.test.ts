import { describe, expect, it } from 'vitest';
import { placePrograms, programAt, windowStart } from './guide-layout';

const p = (name: string, start: number, end: number) => ({ name, start_time: start, end_time: end });

describe('the programme guide layout', () => {
  it('starts the 4-hour window at the half hour of now', () => {
    expect(windowStart(3600 * 10 + 1799)).toBe(36_000);
    expect(windowStart(3600 * 10 + 1800)).toBe(37_800);
  });

  it('places programmes over 14,400 s, clipped to the window, and marks the one on now', () => {
    const placed = placePrograms([p('before', 0, 1000), p('a', 1000, 4600), p('b', 4600, 15_400), p('after', 15_400, 20_000)], 1000, 2000);
    expect(placed.map((x) => x.name)).toEqual(['a', 'b']);
    expect(placed[0]).toMatchObject({ left: 0, width: 25, current: true });
    expect(placed[1]).toMatchObject({ left: 25, width: 75, current: false });
  });

  it('keeps the time when moving to another channel', () => {
    const row = [p('x', 0, 100), p('y', 100, 300)];
    expect(programAt(row, 150)).toBe(1);
    expect(programAt(row, -5)).toBe(0);
    expect(programAt(row, 999)).toBe(1);
  });
});
