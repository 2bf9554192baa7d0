import { DateTime } from 'luxon';
import type { Schedule } from '@companion/hub-client';

/** Today on this device as YYYY-MM-DD. */
export const todayIso = (now: DateTime = DateTime.now()) => now.toISODate() ?? '';

/**
 * /dailyprogram/{date?} follows the content daily schedule's date rules (platform §2.3): nothing
 * or `today`, `tomorrow`, or DD-MM-YYYY. Answers YYYY-MM-DD, or undefined for anything else.
 */
export function isoOfProgrammeParam(param: string | undefined, now: DateTime = DateTime.now()): string | undefined {
  if (param === undefined || param === '' || param === 'today') return todayIso(now);
  if (param === 'tomorrow') return now.plus({ days: 1 }).toISODate() ?? undefined;
  const parsed = DateTime.fromFormat(param, 'dd-MM-yyyy');
  return parsed.isValid ? (parsed.toISODate() ?? undefined) : undefined;
}

/** YYYY-MM-DD as DD-MM-YYYY: the form weather and daily-schedule calls take. */
export const dayFirstOf = (iso: string) => iso.split('-').reverse().join('-');

/** The "View Experiences" date: the schedule's date with every / as - (media §2.4), day first. */
export function excursionRouteDate(iso: string): string {
  return dayFirstOf(iso).replaceAll('/', '-');
}

/**
 * The validity check the itinerary and programmes apply to itinerary/schedules (media §7: "only
 * dates passing a validity check are used"; the check is not shown): a real calendar date and a
 * title. A day the hub sends twice is used once.
 */
export function validSchedules<T extends Pick<Schedule, 'date' | 'title'>>(schedules: readonly T[]): T[] {
  const seen = new Set<string>();
  return schedules.filter((schedule) => {
    if (!DateTime.fromISO(schedule.date).isValid || !/^\d{4}-\d{2}-\d{2}$/.test(schedule.date)) return false;
    if (schedule.title.trim() === '' || seen.has(schedule.date)) return false;
    seen.add(schedule.date);
    return true;
  });
}

/** The date a programme opens on: the asked date, else today when the voyage has it, else its first day. */
export function openingDate(asked: string | undefined, dates: readonly string[], today: string): string | undefined {
  if (asked) return asked;
  return dates.includes(today) ? today : (dates[0] ?? today);
}
