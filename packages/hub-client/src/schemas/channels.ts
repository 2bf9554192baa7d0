import * as z from 'zod/mini';

/** media-and-guest-services.md §3 "Channel": times in epoch seconds. */
export const epgProgramSchema = z.object({
  name: z.string(),
  description: z.nullish(z.string()),
  start_time: z.number(),
  end_time: z.number(),
});
export type EpgProgram = z.infer<typeof epgProgramSchema>;

export const channelSchema = z.object({
  id: z.number(),
  name: z.string(),
  number: z.nullish(z.number()),
  logo: z.nullish(z.string()),
  streams: z.array(z.object({ url: z.string() })),
  epg: z.nullish(z.object({ programs: z.array(epgProgramSchema) })),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelDataSchema = z.object({ channels: z.array(channelSchema) });
