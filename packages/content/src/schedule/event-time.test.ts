// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventTimes } from './event-time';

describe('eventTimes', () => {
  it('shows 24-hour times by default', () =>
    expect(eventTimes({ startTime: '19:30', endTime: '20:30' }, false)).toEqual(['19:30', '20:30']));

  it('shows 12-hour times when the theme asks, each side whole so it is never split from its AM or PM', () =>
    expect(eventTimes({ startTime: '18:30', endTime: '19:15' }, true)).toEqual(['6:30 PM', '7:15 PM']));

  it('treats "Late" and a missing time as no time', () => {
    expect(eventTimes({ startTime: '21:00', endTime: 'Late' }, false)).toEqual(['21:00']);
    expect(eventTimes({ startTime: 'Late', endTime: '19:15' }, false)).toEqual(['19:15']);
    expect(eventTimes({ startTime: 'Late', endTime: 'Late' }, false)).toEqual([]);
    expect(eventTimes({ startTime: null, endTime: undefined }, false)).toEqual([]);
  });
});
