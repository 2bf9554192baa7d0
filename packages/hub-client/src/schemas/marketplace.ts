import * as z from 'zod/mini';
import { hubIdSchema, optionalText } from './hub-fields';

/**
 * Third-party activities from the excursion marketplace (bookable-services §3 "Third-party
 * activity", §7 "Third-party activities (hub)"). Field names are the marketplace's own
 * (snake_case), as the hub passes them on. Every shape the spec does not show is marked
 * Assumption and listed in docs/hub-contract.md.
 */

/** Assumption: a country is `{ id, name }`. */
export const marketplaceCountrySchema = z.object({
  id: hubIdSchema,
  name: z.string(),
});
export type MarketplaceCountry = z.infer<typeof marketplaceCountrySchema>;
export const marketplaceCountriesSchema = z.array(marketplaceCountrySchema);

/** Assumption: a city is `{ id, name, cover_image_url? }`. */
export const marketplaceCitySchema = z.object({
  id: hubIdSchema,
  name: z.string(),
  cover_image_url: optionalText,
});
export type MarketplaceCity = z.infer<typeof marketplaceCitySchema>;
export const marketplaceCitiesSchema = z.array(marketplaceCitySchema);

/** Assumption: minutes, as the spec's rule "60 minutes displays as 1 Hour" reads. */
export const marketplaceDurationRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
});
export type MarketplaceDurationRange = z.infer<typeof marketplaceDurationRangeSchema>;

/** The price as the marketplace formats it in the requested currency; shown as sent. */
export const marketplacePriceSchema = z.object({
  formatted_value: z.string(),
  /** Assumption: the amount and ISO currency may come too; the client does not need them. */
  value: z.nullish(z.number()),
  currency: optionalText,
});
export type MarketplacePrice = z.infer<typeof marketplacePriceSchema>;

/** Assumption: a language is `{ code, name }`; a plain string (the name) is accepted too. */
export const marketplaceLanguageSchema = z.union([z.string(), z.object({ code: optionalText, name: z.string() })]);
export type MarketplaceLanguage = z.infer<typeof marketplaceLanguageSchema>;

export const marketplaceFeatureSchema = z.object({ code: z.string(), name: z.string() });
export type MarketplaceFeature = z.infer<typeof marketplaceFeatureSchema>;

/**
 * bookable-services §3 "Third-party activity". Assumption: the marketplace's `uuid` is the id
 * the detail route and the activity calls use; a list item carries the same fields as the
 * detail (the list shows title, picture, price and duration).
 */
export const marketplaceActivitySchema = z.object({
  uuid: z.string(),
  title: z.string(),
  cover_image_url: optionalText,
  retail_price: z.nullish(marketplacePriceSchema),
  /** Minutes. */
  duration: z.nullish(z.number()),
  duration_range: z.nullish(marketplaceDurationRangeSchema),
  languages: z.nullish(z.array(marketplaceLanguageSchema)),
  features: z.nullish(z.array(marketplaceFeatureSchema)),
  /** HTML: shown through the shared sanitiser. */
  about: optionalText,
  /** HTML. */
  where_text: optionalText,
  /** HTML. */
  meeting_point: optionalText,
  /** HTML. */
  info: optionalText,
});
export type MarketplaceActivity = z.infer<typeof marketplaceActivitySchema>;

/**
 * Assumption: the list answers a plain array; the marketplace's own paged form
 * `{ data: [...] }` (meta and paging ignored) is accepted too and settled to the array.
 */
export const marketplaceActivitiesSchema = z.pipe(
  z.union([z.array(marketplaceActivitySchema), z.object({ data: z.array(marketplaceActivitySchema) })]),
  z.transform((answer): MarketplaceActivity[] => (Array.isArray(answer) ? answer : answer.data)),
);

/** The taxonomy types the detail shows; unknown types are kept by the schema and not shown. */
export const marketplaceTaxonomyTypes = ['HIGHLIGHT', 'INCLUSION', 'EXCLUSION'] as const;
export type MarketplaceTaxonomyType = (typeof marketplaceTaxonomyTypes)[number];

/** bookable-services §3 "Taxonomy": type (HIGHLIGHT, INCLUSION, EXCLUSION), name. */
export const marketplaceTaxonomySchema = z.object({
  type: z.string(),
  name: z.string(),
});
export type MarketplaceTaxonomy = z.infer<typeof marketplaceTaxonomySchema>;
export const marketplaceTaxonomiesSchema = z.array(marketplaceTaxonomySchema);

/** bookable-services §3 "Media": type, url. Assumption: pictures have type "image" (any case). */
export const marketplaceMediaSchema = z.object({
  type: z.string(),
  url: z.string(),
});
export type MarketplaceMedia = z.infer<typeof marketplaceMediaSchema>;
export const marketplaceMediaListSchema = z.array(marketplaceMediaSchema);
