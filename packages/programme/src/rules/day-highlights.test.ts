// @vitest-environment node
import type { ProgrammeEvent } from '@companion/hub-client';
import { describe, expect, it } from 'vitest';
import { DAY_HIGHLIGHTS, DAY_HIGHLIGHTS_ON_SIGNAGE, dayHighlights } from './day-highlights';

const event = (id: number, start: string, end?: string): ProgrammeEvent => ({ id, name: `Event ${id}`, start, end });
const day = Array.from({ length: 8 }, (_, index) =>
  event(index + 1, `${String(8 + index * 2).padStart(2, '0')}:00`, `${String(9 + index * 2).padStart(2, '0')}:00`),
);

describe('dayHighlights', () => {
  it('shows the first events of another day, at most five', () => {
    expect(dayHighlights(day, false, 23 * 60).map((shown) => shown.id)).toEqual([1, 2, 3, 4, 5]);
    expect(DAY_HIGHLIGHTS).toBe(5);
  });

  it('shows today only what is not over yet', () => {
    // 14:30: the 08:00–13:00 events are over, 14:00–15:00 is on.
    expect(dayHighlights(day, true, 14 * 60 + 30).map((shown) => shown.id)).toEqual([4, 5, 6, 7, 8]);
  });

  it('shows three on a sign, which never scrolls', () => {
    expect(dayHighlights(day, false, 0, DAY_HIGHLIGHTS_ON_SIGNAGE).map((shown) => shown.id)).toEqual([1, 2, 3]);
  });

  it('shows nothing once today is over', () => {
    expect(dayHighlights(day, true, 23 * 60 + 30)).toEqual([]);
  });
});
