import { describe, expect, it } from 'vitest';
import { eventTimes, eventTimeText } from './event-time';

describe('eventTimeText', () => {
  it('shows 24-hour times by default', () => expect(eventTimeText({ startTime: '19:30', endTime: '20:30' }, false)).toBe('19:30 – 20:30'));
  it('shows 12-hour times when the theme asks', () =>
    expect(eventTimeText({ startTime: '19:30', endTime: '20:30' }, true)).toBe('7:30 PM – 8:30 PM'));
  it('treats "Late" as empty', () => {
    expect(eventTimeText({ startTime: '21:00', endTime: 'Late' }, false)).toBe('21:00');
    expect(eventTimeText({ startTime: 'Late', endTime: 'Late' }, false)).toBe('');
  });
});

describe('eventTimes', () => {
  it('gives each side on its own, so a 12-hour time is never split from its AM or PM', () => {
    expect(eventTimes({ startTime: '18:30', endTime: '19:15' }, true)).toEqual(['6:30 PM', '7:15 PM']);
    expect(eventTimes({ startTime: 'Late', endTime: '19:15' }, false)).toEqual(['19:15']);
    expect(eventTimes({ startTime: null, endTime: 'Late' }, false)).toEqual([]);
  });
});
