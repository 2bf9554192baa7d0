// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { placePrograms, programAt, windowStart } from './guide-layout';

const p = (name: string, start: number, end: number) => ({ name, start_time: start, end_time: end });

describe('the programme guide layout', () => {
  it('starts the 4-hour window at the half hour before the one now is in', () => {
    expect(windowStart(3600 * 10)).toBe(34_200);
    expect(windowStart(3600 * 10 + 1799)).toBe(34_200);
    expect(windowStart(3600 * 10 + 1800)).toBe(36_000);
  });

  it('gives the programme on air at least the half hour up to now, so its title is not squeezed under the now-line', () => {
    // 06:40, a programme from 05:45 to 06:45: it used to keep 06:30-06:45, a sixteenth of the row.
    const now = 6 * 3600 + 40 * 60;
    const from = windowStart(now);
    expect(from).toBe(6 * 3600);
    const [onAir] = placePrograms([p('Captain’s Briefing', now - 55 * 60, now + 5 * 60)], from, now);
    expect(onAir).toMatchObject({ left: 0, current: true });
    expect(onAir!.width).toBeCloseTo((45 / 240) * 100);
    // Whenever it is, the clipped programme on air keeps at least 30 of the 240 minutes.
    for (let minute = 0; minute < 60; minute += 1) {
      const at = 6 * 3600 + minute * 60;
      const [clipped] = placePrograms([p('long', at - 5 * 3600, at + 60)], windowStart(at), at);
      expect(clipped!.width).toBeGreaterThanOrEqual(12.5);
    }
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
