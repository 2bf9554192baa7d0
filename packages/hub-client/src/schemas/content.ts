import * as z from 'zod/mini';

const id = z.union([z.number(), z.string()]);
const optionalText = z.nullish(z.string());
const optionalFlag = z.nullish(z.boolean());

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

/** Category contentTypes that render as a list of articles (platform.md §2.3). */
export const listContentTypes = ['LayoutSimple', 'LayoutSingleColumn', 'LayoutDoubleColumn'] as const;

export const categorySchema = z.object({
  id,
  title: z.string(),
  description: optionalText,
  contentType: optionalText,
  searchable: optionalFlag,
  published: optionalFlag,
  showTitle: optionalFlag,
  showBookNow: optionalFlag,
  textColour: optionalText,
  backgroundColour: optionalText,
  externalUrl: optionalText,
  useExternalUrl: optionalFlag,
  /** Assumption: the parent category and a tile image reference. */
  parentId: z.nullish(id),
  imageId: z.nullish(id),
});
export type Category = z.infer<typeof categorySchema>;

export const articleSchema = z.object({
  id,
  title: z.string(),
  description: optionalText,
  overviewDescription: optionalText,
  layoutType: z.nullish(layoutTypeSchema),
  published: optionalFlag,
  showAdditionalArticles: optionalFlag,
  additionalArticlesCategory: z.nullish(z.object({ id })),
  wayfinderProfile: z.nullish(z.object({ id })),
  whereAndWhen: z.nullish(z.object({ locationInformation: optionalText, timeInformation: optionalText })),
  category: z.nullish(z.object({ id, title: optionalText })),
  externalRedirectURL: optionalText,
  showTitle: optionalFlag,
  showBookNow: optionalFlag,
  /** Assumption: the tile image reference and the hashtags the article carries. */
  imageId: z.nullish(id),
  hashtags: z.nullish(z.array(z.string())),
});
export type Article = z.infer<typeof articleSchema>;

export const eventSchema = z.object({
  id,
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

export const dailyScheduleSchema = z.object({
  id,
  title: z.string(),
  overviewDescription: optionalText,
  description: optionalText,
  events: z.array(eventSchema),
});
export type DailySchedule = z.infer<typeof dailyScheduleSchema>;

export const pdfBlobSchema = z.object({ id, url: z.string(), name: z.string(), description: optionalText });
export type PdfBlob = z.infer<typeof pdfBlobSchema>;
export const audioBlobSchema = z.object({ id, url: z.string(), name: z.string() });
export type AudioBlob = z.infer<typeof audioBlobSchema>;
export const videoBlobSchema = z.object({ id, urlFrontend: z.string(), description: optionalText });
export type VideoBlob = z.infer<typeof videoBlobSchema>;
export const imageBlobSchema = z.object({ url: z.string() });
export type ImageBlob = z.infer<typeof imageBlobSchema>;

export const categoriesSchema = z.array(categorySchema);
export const articlesSchema = z.array(articleSchema);
export const eventsSchema = z.array(eventSchema);
export const pdfBlobsSchema = z.array(pdfBlobSchema);
export const audioBlobsSchema = z.array(audioBlobSchema);
export const videoBlobsSchema = z.array(videoBlobSchema);
export const imageBlobsSchema = z.array(imageBlobSchema);
/** Assumption: a day without a schedule answers null. */
export const optionalDailyScheduleSchema = z.nullable(dailyScheduleSchema);
