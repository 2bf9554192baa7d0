import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/**
 * media §3 "Schedule": one day of the voyage. The list (itinerary/schedules) may carry only id,
 * date and title (bookable-services' use); the detail (itinerary/schedules/{id}) carries the rest.
 * Assumption: date is YYYY-MM-DD; times are HH:mm.
 */
export const scheduleSchema = z.object({
  id: hubIdSchema,
  date: z.string(),
  day: z.nullish(z.number()),
  atSea: optionalFlag,
  title: z.string(),
  arrives: optionalText,
  departs: optionalText,
  allOnBoard: optionalText,
  currency: optionalText,
  language: optionalText,
  nameOfPier: optionalText,
  localAgentName: optionalText,
  gangway: optionalText,
  image: optionalText,
  openWeatherCityName: optionalText,
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const schedulesSchema = z.array(scheduleSchema);

const optionalNumber = z.nullish(z.number());

/** media §3 "Weather entry". `unit` is imperial or metric (§9). No schedule: the hub has no day for the date. */
export const weatherSchema = z.object({
  schedule: z.nullish(scheduleSchema),
  synopsis: optionalText,
  temperature: optionalNumber,
  feelsLike: optionalNumber,
  windDirection: optionalText,
  windSpeed: optionalNumber,
  humidity: optionalNumber,
  unit: z.nullish(z.enum(['imperial', 'metric'])),
  icon: optionalText,
});
export type Weather = z.infer<typeof weatherSchema>;
