import * as z from 'zod/mini';

/** media-and-guest-services.md §3 "Movie (catalogue)", §7: {locale}/master.json. */
export const catalogueMovieSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  genres: z.array(z.string()),
  poster: z.nullish(z.string()),
});
export type CatalogueMovieSummary = z.infer<typeof catalogueMovieSummarySchema>;

export const catalogueMasterSchema = z.object({
  genres: z.array(z.object({ id: z.string(), title: z.string() })),
  movies: z.array(catalogueMovieSummarySchema),
});
export type CatalogueMaster = z.infer<typeof catalogueMasterSchema>;

/** {path}[/locale]/metadata.json. */
export const catalogueMovieSchema = z.object({
  title: z.string(),
  path: z.string(),
  locales: z.nullish(z.array(z.string())),
  genres: z.nullish(z.array(z.string())),
  tagline: z.nullish(z.string()),
  synopses: z.nullish(z.object({ overview: z.nullish(z.string()) })),
  cast: z.nullish(z.array(z.object({ name: z.string() }))),
  crew: z.nullish(z.array(z.object({ name: z.string(), job: z.string() }))),
  media: z.nullish(z.object({ origin: z.nullish(z.object({ media: z.string(), runTime: z.nullish(z.number()) })) })),
});
export type CatalogueMovie = z.infer<typeof catalogueMovieSchema>;
