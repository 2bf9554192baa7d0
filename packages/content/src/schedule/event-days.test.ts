// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventDays } from './event-days';

const event = (id: number, fromDate?: string | null) => ({ id, fromDate });

describe('eventDays', () => {
  it('puts the events of each day together, days in calendar order, events in the hub order', () => {
    const days = eventDays([event(1, '2026-11-30'), event(2, '2026-11-28'), event(3, '2026-11-30'), event(4, '2026-11-28')]);
    expect(days).toEqual([
      { date: '2026-11-28', events: [event(2, '2026-11-28'), event(4, '2026-11-28')] },
      { date: '2026-11-30', events: [event(1, '2026-11-30'), event(3, '2026-11-30')] },
    ]);
  });

  it('reads the day of a date-time', () => {
    expect(eventDays([event(1, '2026-11-28T18:30:00'), event(2, '2026-11-28')]).map((day) => day.date)).toEqual(['2026-11-28']);
  });

  it('keeps events without a readable date in a first day of their own', () => {
    const days = eventDays([event(1, '2026-11-28'), event(2, null), event(3), event(4, 'soon')]);
    expect(days.map((day) => [day.date, day.events.map((e) => e.id)])).toEqual([
      [undefined, [2, 3, 4]],
      ['2026-11-28', [1]],
    ]);
  });

  it('gives no days for no events', () => expect(eventDays([])).toEqual([]));
});
