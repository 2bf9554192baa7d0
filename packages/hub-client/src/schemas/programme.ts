import * as z from 'zod/mini';
import { hubIdSchema, optionalText } from './hub-fields';

/**
 * media-and-guest-services §3 "Event" as the lineup sends it. Times are HH:mm or "Late" (no time);
 * `attributes` may hold "Chargeable Experience"; `levels` are the deck levels the filter offers.
 */
export const programmeEventSchema = z.object({
  id: hubIdSchema,
  name: z.string(),
  venue: optionalText,
  images: z.nullish(z.array(z.object({ type: z.string(), url: z.string() }))),
  imageId: z.nullish(hubIdSchema),
  image: optionalText,
  start: optionalText,
  end: optionalText,
  description: optionalText,
  eventOverview: optionalText,
  attributes: z.nullish(z.array(z.string())),
  levels: z.nullish(z.array(z.string())),
});
export type ProgrammeEvent = z.infer<typeof programmeEventSchema>;

/** One date of the lineup: media §3 "Lineup entry: date, events". Assumption: date is YYYY-MM-DD. */
export const lineupDaySchema = z.object({ date: z.string(), events: z.array(programmeEventSchema) });
export type LineupDay = z.infer<typeof lineupDaySchema>;
export const lineupSchema = z.array(lineupDaySchema);
