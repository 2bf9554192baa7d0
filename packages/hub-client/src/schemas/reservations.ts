import * as z from 'zod/mini';
import { hubIdSchema, optionalText } from './hub-fields';

/** The three modules of "tac" bookings (bookable-services.md §3 "Tac booking client state"). */
export const tacModules = ['activity', 'dining', 'spa'] as const;
export type TacModule = (typeof tacModules)[number];

const imageRefSchema = z.object({ id: hubIdSchema });

/**
 * bookable-services.md §3 "Activity, dining and spa item". Assumptions (docs/hub-contract.md
 * "Reservations"): description and justToKnow are hub HTML; price in the hub's currency; duration
 * in minutes; the picture as `imageUrl {id}` like excursions, extra pictures in `images`.
 */
export const tacItemSchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  description: optionalText,
  /** Present: the item can be booked (bookable-services §2). */
  externalId: z.nullish(hubIdSchema),
  wayfinderProfile: z.nullish(z.object({ id: hubIdSchema })),
  justToKnow: optionalText,
  price: z.nullish(z.number()),
  duration: z.nullish(z.number()),
  imageUrl: z.nullish(imageRefSchema),
  images: z.nullish(z.array(imageRefSchema)),
  /** Assumption: the category an activity or spa item belongs to. */
  categoryId: z.nullish(hubIdSchema),
  /** Assumption: where on the ship ("Deck 5, aft"). */
  location: optionalText,
});
export type TacItem = z.infer<typeof tacItemSchema>;
export const tacItemsSchema = z.array(tacItemSchema);

/** GET activitycategory, GET spacategory. Assumption: id, title, optional description and picture. */
export const tacCategorySchema = z.object({
  id: hubIdSchema,
  title: z.string(),
  description: optionalText,
  imageUrl: z.nullish(imageRefSchema),
});
export type TacCategory = z.infer<typeof tacCategorySchema>;
export const tacCategoriesSchema = z.array(tacCategorySchema);

/** bookable-services.md §3 "Booking information". Dates: value YYYY-MM-DD (assumption), label as shown. */
export const bookingInformationSchema = z.object({
  minimumNumberOfPersons: z.nullish(z.number()),
  maximumNumberOfPersons: z.nullish(z.number()),
  dates: z.nullish(z.array(z.object({ value: z.string(), label: z.string() }))),
});
export type BookingInformation = z.infer<typeof bookingInformationSchema>;

/** bookable-services.md §3 time option. fromTime and toTime: HH:mm (assumption). */
export const timeOptionSchema = z.object({ label: z.string(), fromTime: z.string(), toTime: z.string() });
export type TimeOption = z.infer<typeof timeOptionSchema>;
export const timeOptionsSchema = z.array(timeOptionSchema);

/** bookable-services.md §3 "Booking result", as excursion bookings answer it. */
export const tacBookingResultSchema = z.object({
  failed: z.boolean(),
  systemInformation: optionalText,
  bookingReference: optionalText,
});
export type TacBookingResult = z.infer<typeof tacBookingResultSchema>;

export const signageSlotColours = ['Green', 'Yellow', 'Red'] as const;
export type SignageSlotColour = (typeof signageSlotColours)[number];

/**
 * bookable-services.md §3 "Signage restaurant". Assumption: `timeSlots` maps a time as HHmm
 * ("1730") to its colour, which is why the client scans 5-minute steps up to 2400 (§9).
 */
export const signageRestaurantSchema = z.object({
  id: hubIdSchema,
  name: z.string(),
  location: optionalText,
  type: z.enum(['specialty', 'openSeating']),
  link: optionalText,
  timeSlots: z.record(z.string(), z.enum(signageSlotColours)),
});
export type SignageRestaurant = z.infer<typeof signageRestaurantSchema>;

/** GET digitalsignage/content/{id}. Assumption: a titled page holding the restaurants. */
export const signageContentSchema = z.object({
  id: hubIdSchema,
  title: optionalText,
  restaurants: z.array(signageRestaurantSchema),
});
export type SignageContent = z.infer<typeof signageContentSchema>;
