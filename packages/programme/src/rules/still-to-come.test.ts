// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProgrammeEvent } from '@companion/hub-client';
import { stillToCome } from './still-to-come';

let nextId = 0;
const event = (name: string, start: string | null, end: string | null): ProgrammeEvent => ({ id: ++nextId, name, start, end });
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const names = (events: ProgrammeEvent[]) => events.map((one) => one.name);

describe('still to come (signage)', () => {
  const day = [
    event('breakfast', '07:00', '10:00'),
    event('quiz', '14:00', '15:00'),
    event('show', '21:30', '23:00'),
    event('late party', '23:00', '01:30'),
    event('sunset', '19:05', null),
    event('any time', 'Late', null),
  ];

  it('keeps what has not ended yet, an event running now included', () => {
    expect(names(stillToCome(day, at('14:30')))).toEqual(['quiz', 'show', 'late party', 'sunset', 'any time']);
    expect(names(stillToCome(day, at('15:00')))).toEqual(['quiz', 'show', 'late party', 'sunset', 'any time']);
  });

  it('judges an event without an end by its start, and keeps one with no readable time', () => {
    expect(names(stillToCome(day, at('19:10')))).toEqual(['show', 'late party', 'any time']);
  });

  it('keeps an event that runs past midnight until the day is over', () => {
    expect(names(stillToCome(day, at('23:50')))).toEqual(['late party', 'any time']);
  });

  it('keeps everything before the first event', () => {
    expect(stillToCome(day, at('06:00'))).toHaveLength(day.length);
  });
});
