import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/** platform.md §3 "Category". */
export const categorySchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  description: optionalText,
  /** LayoutSimple, LayoutSingleColumn or LayoutDoubleColumn make a list page; anything else tiles. */
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
  parentId: z.nullish(hubIdSchema),
  imageId: z.nullish(hubIdSchema),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesSchema = z.array(categorySchema);

/** Category contentTypes that render as a list of articles (platform.md §2.3). */
export const listContentTypes = ['LayoutSimple', 'LayoutSingleColumn', 'LayoutDoubleColumn'] as const;

export function isListCategory(category: Pick<Category, 'contentType'>): boolean {
  return (listContentTypes as readonly string[]).includes(category.contentType ?? '');
}
