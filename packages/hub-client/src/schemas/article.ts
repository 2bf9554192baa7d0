import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/** The nine detail layouts of platform.md §2.3. */
export const layoutTypes = [
  'FullScreen',
  'Classic',
  'Extended',
  'UnfilteredHtml',
  'Timetable',
  'ExcursionTimetable',
  'ItineraryTimetable',
  'AgendaTimetable',
  'DailySchedule',
] as const;
export const layoutTypeSchema = z.enum(layoutTypes);
export type LayoutType = z.infer<typeof layoutTypeSchema>;

/**
 * platform.md §3 "Article". Images are not inside the article: the tile uses `imageId` with
 * blobs/image, the detail page asks blobs/images/{articleId} for the gallery.
 */
export const articleSchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  description: optionalText,
  overviewDescription: optionalText,
  layoutType: z.nullish(layoutTypeSchema),
  published: optionalFlag,
  showAdditionalArticles: optionalFlag,
  additionalArticlesCategory: z.nullish(z.object({ id: hubIdSchema })),
  wayfinderProfile: z.nullish(z.object({ id: hubIdSchema })),
  whereAndWhen: z.nullish(z.object({ locationInformation: optionalText, timeInformation: optionalText })),
  category: z.nullish(z.object({ id: hubIdSchema, title: optionalText })),
  externalRedirectURL: optionalText,
  showTitle: optionalFlag,
  showBookNow: optionalFlag,
  /** Assumption: the tile image reference and the hashtags the article carries. */
  imageId: z.nullish(hubIdSchema),
  hashtags: z.nullish(z.array(z.string())),
});
export type Article = z.infer<typeof articleSchema>;
export const articlesSchema = z.array(articleSchema);
