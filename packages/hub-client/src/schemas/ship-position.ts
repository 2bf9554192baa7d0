import * as z from 'zod/mini';
import { optionalText } from './hub-fields';

const optionalNumber = z.nullish(z.number());

/** media §3 "GPS profile". A heading or course of 511 means unknown (§9). */
export const gpsProfileSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  dataType: z.nullish(z.enum(['Ship', 'Aircraft'])),
  advancedInformation: z.nullish(
    z.object({
      heading: optionalNumber,
      course: optionalNumber,
      weather: z.nullish(
        z.object({
          synopsis: optionalText,
          icon: optionalText,
          temp: optionalNumber,
          humidity: optionalNumber,
          feels_like: optionalNumber,
          windDirection: optionalText,
          windSpeed: optionalNumber,
          unit: z.nullish(z.enum(['imperial', 'metric'])),
        }),
      ),
    }),
  ),
});
export type GpsProfile = z.infer<typeof gpsProfileSchema>;

/**
 * One message of the cms/events/register stream (media §7: "messages with a gpsProfile field").
 * Assumption: `sequence` counts positions, so a reconnect asks for those after the last one seen.
 */
export const shipPositionMessageSchema = z.object({ sequence: z.nullish(z.number()), gpsProfile: z.nullish(gpsProfileSchema) });
export type ShipPositionMessage = z.infer<typeof shipPositionMessageSchema>;
