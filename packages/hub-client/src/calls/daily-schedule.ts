import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import { dailyScheduleAnswerSchema, type DailySchedule } from '../schemas/daily-schedule';

/** The day a schedule is asked for: the route's `today`, `tomorrow` or a DD-MM-YYYY date. */
export type ScheduleDay = 'today' | 'tomorrow' | { date: string };

const dayFirstDate = /^\d{2}-\d{2}-\d{4}$/;

/** Reads a daily-programme route parameter (platform.md §2.3); anything else is not a day. */
export function scheduleDayOf(param: string | undefined): ScheduleDay | undefined {
  if (param === undefined || param === '' || param === 'today') return 'today';
  if (param === 'tomorrow') return 'tomorrow';
  return dayFirstDate.test(param) ? { date: param } : undefined;
}

/**
 * cms/dailySchedule, cms/dailyScheduleTomorrow or cms/dailyScheduleByDate?date=DD-MM-YYYY
 * (assumption: the hub takes the route's form of the date). Null when the day has none.
 */
export function getDailySchedule(hub: HubClient, day: ScheduleDay): Promise<HubResult<DailySchedule | null>> {
  if (day === 'today') return hubGet(hub, 'cms/dailySchedule', dailyScheduleAnswerSchema);
  if (day === 'tomorrow') return hubGet(hub, 'cms/dailyScheduleTomorrow', dailyScheduleAnswerSchema);
  return hubGet(hub, 'cms/dailyScheduleByDate', dailyScheduleAnswerSchema, { date: day.date });
}
