import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/** platform.md §3 "Event". A start or end time of "Late" means no time; the screen decides. */
export const eventSchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  fromDate: optionalText,
  startTime: optionalText,
  endTime: optionalText,
  startTimeDescription: optionalText,
  endTimeDescription: optionalText,
  location: optionalText,
  locationDetail: optionalText,
  category: optionalText,
  eventOverview: optionalText,
  stylingRequired: optionalFlag,
});
export type ScheduleEvent = z.infer<typeof eventSchema>;
export const eventsSchema = z.array(eventSchema);

/** platform.md §3 "Daily schedule". */
export const dailyScheduleSchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  overviewDescription: optionalText,
  description: optionalText,
  events: z.array(eventSchema),
});
export type DailySchedule = z.infer<typeof dailyScheduleSchema>;
export const dailySchedulesSchema = z.array(dailyScheduleSchema);

/** Assumption: a day without a schedule answers null (or nothing). */
export const optionalDailyScheduleSchema = z.nullable(dailyScheduleSchema);

/**
 * What the three daily-schedule calls may answer, settled to one schedule or null. The media
 * spec reads "the events of the first item" of dailyScheduleByDate, so a list is expected;
 * a single schedule or null is accepted too (assumption: the today/tomorrow calls may differ).
 */
export const dailyScheduleAnswerSchema = z.pipe(
  z.union([dailySchedulesSchema, dailyScheduleSchema, z.null()]),
  z.transform((answer): DailySchedule | null => (Array.isArray(answer) ? (answer[0] ?? null) : answer)),
);
