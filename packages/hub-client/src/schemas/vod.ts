import * as z from 'zod/mini';

/**
 * The video provider's answers (media-and-guest-services.md §3 "VOD item", §7). Field names are
 * the provider's (snake_case); only what the screens use is required.
 */
export const vodImageSchema = z.object({
  url: z.string(),
  /** Bytes; the app shows the largest picture under 200,000 bytes (§9). */
  size: z.nullish(z.number()),
  width: z.nullish(z.number()),
  /** poster (2:3), backdrop (16:9) … */
  type: z.nullish(z.string()),
});
export type VodImage = z.infer<typeof vodImageSchema>;

export const vodAssetSchema = z.object({ duration_sec: z.nullish(z.number()), url: z.nullish(z.string()) });

export const vodTypeSchema = z.enum(['movie', 'series', 'episode', 'audio', 'audio_series', 'audio_episode']);
export type VodType = z.infer<typeof vodTypeSchema>;

export const vodItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: vodTypeSchema,
  rating: z.nullish(z.number()),
  rating_age: z.nullish(z.number()),
  year: z.nullish(z.number()),
  genre_ids: z.nullish(z.array(z.number())),
  kids: z.nullish(z.boolean()),
  descriptions: z.nullish(z.object({ long: z.nullish(z.string()), short: z.nullish(z.string()) })),
  actors: z.nullish(z.array(z.string())),
  directors: z.nullish(z.array(z.string())),
  images: z.nullish(z.array(vodImageSchema)),
  watchlisted: z.nullish(z.boolean()),
  assets: z.nullish(z.object({ movies: z.nullish(z.array(vodAssetSchema)) })),
  series_info: z.nullish(
    z.object({
      series_id: z.nullish(z.number()),
      seasons: z.nullish(z.array(z.number())),
      season: z.nullish(z.number()),
      episode: z.nullish(z.number()),
      episode_descriptions: z.nullish(z.object({ long: z.nullish(z.string()) })),
    }),
  ),
  last_playback_status: z.nullish(z.object({ position_seconds: z.nullish(z.number()) })),
});
export type VodItem = z.infer<typeof vodItemSchema>;

export const vodListSchema = z.object({ vods: z.array(vodItemSchema) });
export type VodList = z.infer<typeof vodListSchema>;

/** vods/getProviders: the genres ("providers" in the provider's words). */
export const vodGenreSchema = z.object({ id: z.number(), name: z.string(), type: z.nullish(z.string()) });
export type VodGenre = z.infer<typeof vodGenreSchema>;
export const vodGenresSchema = z.object({ providers: z.array(vodGenreSchema) });

export const playoutAssetsSchema = z.object({
  assets: z.array(z.object({ url: z.string(), type: z.nullish(z.string()) })),
});
export type PlayoutAssets = z.infer<typeof playoutAssetsSchema>;

export const connectTokenSchema = z.object({ token: z.string() });

/** Success of vods/setPosition, watchlistAdd/Remove, customers/loginApp: any JSON (often null). */
export const videoAcknowledgementSchema = z.unknown();
