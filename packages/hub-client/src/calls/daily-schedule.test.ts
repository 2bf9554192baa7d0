// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubAnswering, requestedPath, stubbedHub } from '../test/fetch-stub';
import { getDailySchedule, scheduleDayOf } from './daily-schedule';

const schedule = (id: number) => ({ id, title: `Day ${id}`, events: [{ id: 1, title: 'Quiz', startTime: '10:00', endTime: 'Late' }] });

describe('getDailySchedule', () => {
  it('asks cms/dailySchedule for today', async () => {
    const { hub, requests } = hubAnswering(schedule(1));
    await getDailySchedule(hub, 'today');
    expect(requestedPath(requests[0])).toBe('cms/dailySchedule');
  });

  it('asks cms/dailyScheduleTomorrow for tomorrow', async () => {
    const { hub, requests } = hubAnswering(schedule(1));
    await getDailySchedule(hub, 'tomorrow');
    expect(requestedPath(requests[0])).toBe('cms/dailyScheduleTomorrow');
  });

  it('asks cms/dailyScheduleByDate with the DD-MM-YYYY date', async () => {
    const { hub, requests } = hubAnswering([schedule(1)]);
    await getDailySchedule(hub, { date: '24-11-2026' });
    expect(requestedPath(requests[0])).toBe('cms/dailyScheduleByDate?date=24-11-2026');
  });

  it('takes the first schedule of a list', async () => {
    const { hub } = hubAnswering([schedule(1), schedule(2)]);
    expect(await getDailySchedule(hub, { date: '24-11-2026' })).toMatchObject({ ok: true, value: { id: 1 } });
  });

  it('takes a single schedule as it is', async () => {
    const { hub } = hubAnswering(schedule(2));
    expect(await getDailySchedule(hub, 'today')).toMatchObject({ ok: true, value: { id: 2 } });
  });

  it.each([
    ['an empty list', () => hubAnswering([])],
    ['null', () => hubAnswering(null)],
    ['an empty body', () => stubbedHub(() => new Response(null))],
  ])('reads %s as a day without a schedule', async (_name, makeHub) => {
    expect(await getDailySchedule(makeHub().hub, 'tomorrow')).toEqual({ ok: true, value: null });
  });
});

describe('scheduleDayOf', () => {
  it.each([undefined, '', 'today'])('reads %j as today', (param) => {
    expect(scheduleDayOf(param)).toBe('today');
  });

  it('reads tomorrow', () => {
    expect(scheduleDayOf('tomorrow')).toBe('tomorrow');
  });

  it('reads a DD-MM-YYYY date', () => {
    expect(scheduleDayOf('24-11-2026')).toEqual({ date: '24-11-2026' });
  });

  it.each(['2026-11-24', '24/11/2026', 'yesterday'])('does not read %s as a day', (param) => {
    expect(scheduleDayOf(param)).toBeUndefined();
  });
});
