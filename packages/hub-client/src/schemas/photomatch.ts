import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/**
 * The photo shop (bookable-services.md §3 "Photo config", "Photo", "Photo cart", "Photo order").
 * Prices are in the hub's currency with two decimals. Fields the spec does not name are marked
 * "Assumption" and listed in docs/hub-contract.md "Photo shop".
 */

/** A way to buy one photo: a print size or the digital copy. */
export const photoVariantConfigSchema = z.object({
  id: hubIdSchema,
  price: z.number(),
  /** Assumption: the price of each further copy of the same print (the spec names "additional"). */
  additional: z.nullish(z.number()),
  blurb: z.string(),
  /** A digital copy: at most one per photo (bookable-services.md §5). */
  digital: optionalFlag,
});
export type PhotoVariantConfig = z.infer<typeof photoVariantConfigSchema>;

export const bulkPackageSchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  blurb: optionalText,
  price: z.number(),
  description: optionalText,
  /** The package's picture: an image reference for `photomatch/image/{id}`. */
  image: optionalText,
  /** Assumption: marks the package offered as the one-time upgrade before an order. */
  upgrade: optionalFlag,
});
export type BulkPackage = z.infer<typeof bulkPackageSchema>;

/** A photo-group offer ("3 prints for the price of 2"). `forZ` is the price of each discounted photo; none means free. */
export const photoOfferSchema = z.object({
  id: hubIdSchema,
  blurb: z.string(),
  forZ: z.nullish(z.number()),
});
export type PhotoOffer = z.infer<typeof photoOfferSchema>;

export const photoConfigSchema = z.object({
  variants: z.array(photoVariantConfigSchema),
  bulkPackages: z.array(bulkPackageSchema),
  photoGroups: z.array(photoOfferSchema),
  folders: z.nullish(z.array(z.unknown())),
  /** Operator texts; assumption: `noPhotosMessage` replaces the spec's default "no photos" text. */
  keyvalues: z.nullish(z.record(z.string(), z.nullish(z.string()))),
});
export type PhotoConfig = z.infer<typeof photoConfigSchema>;

export const photoVariantCountSchema = z.object({
  id: hubIdSchema,
  count: z.number(),
  /** What this variant of this photo costs in the cart (after offers and free credits). */
  total: z.nullish(z.number()),
});
export type PhotoVariantCount = z.infer<typeof photoVariantCountSchema>;

/** A matched photo (GET photomatch/cabinImages) and a photo in the cart. */
export const photoSchema = z.object({
  id: hubIdSchema,
  /** Assumption: the image reference for `photomatch/image/{id}`; the photo id when absent. */
  url: optionalText,
  variants: z.array(photoVariantCountSchema),
  isDiscounted: optionalFlag,
  isFreeVariant: optionalFlag,
  /** Assumption: where and when the photographer took it, shown as the picture's caption. */
  caption: optionalText,
});
export type Photo = z.infer<typeof photoSchema>;

export const cabinImagesSchema = z.array(photoSchema);

/** One offer as it applies to this cart: how many more photos trigger it, how many more it would discount. */
export const photoGroupStatusSchema = z.object({
  id: hubIdSchema,
  missedOffer: optionalFlag,
  missedOfferRemainingTriggerCount: z.nullish(z.number()),
  /** Over 10 means no limit (bookable-services.md §9). */
  missedOfferRemainingDiscountedCount: z.nullish(z.number()),
});
export type PhotoGroupStatus = z.infer<typeof photoGroupStatusSchema>;

export const photoCartTotalsSchema = z.object({
  grandTotal: z.number(),
  grandCount: z.number(),
  photoCount: z.number(),
  bulkName: optionalText,
  bulkTotal: z.nullish(z.number()),
  bulkAdded: optionalFlag,
  /** The package the guest could upgrade to (its title), when one exists. */
  bulkUpgrade: optionalText,
  /** What the upgrade costs on top of the current cart. */
  bulkUpgradePrice: z.nullish(z.number()),
});
export type PhotoCartTotals = z.infer<typeof photoCartTotalsSchema>;

export const photoCartSchema = z.object({
  /** Assumption: the photos in the cart with their variant counts. */
  photos: z.array(photoSchema),
  /** Assumption: the bulk package in the cart, by id. */
  bulkPackageId: z.nullish(hubIdSchema),
  /** Assumption: the upgrade package's id, for the upsell's "Upgrade" (its title is `totals.bulkUpgrade`). */
  bulkUpgradeId: z.nullish(hubIdSchema),
  photoGroups: z.array(photoGroupStatusSchema),
  totals: photoCartTotalsSchema,
  freeCredits: z.nullish(z.object({ remaining: z.number() })),
  missedOffer: optionalFlag,
});
export type PhotoCart = z.infer<typeof photoCartSchema>;

export const photoOrderSchema = z.object({
  orderId: hubIdSchema,
  /** ISO date-time the order was placed. */
  date: z.string(),
  status: z.string(),
  totals: z.object({ grandCount: z.number(), grandTotal: z.number(), grandTotalString: optionalText }),
  digital: z.nullish(
    z.object({
      /** File names for `photomatch/viewphoto/{name}`. */
      photos: z.array(z.string()),
      /** File name for `photomatch/downloadzip/{name}`. */
      zip: optionalText,
      statusNotReady: optionalFlag,
    }),
  ),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const photoOrdersSchema = z.array(photoOrderSchema);

/** null = the guest has not decided yet, true = opted in, false = opted out. */
export const photoConsentSchema = z.nullable(z.boolean());
export type PhotoConsent = z.infer<typeof photoConsentSchema>;
