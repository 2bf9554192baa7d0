import * as z from 'zod/mini';
import { cartExcursionTypeSchema } from './basket';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/** Hub texts come as `{ defaultValue }`; descriptions add a whitelisted HTML variant. */
export const localizedTextSchema = z.object({
  defaultValue: z.string(),
  defaultWhitelistedValue: optionalText,
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** bookable-services.md §3 "Excursion tag": the experience types the list filters by. */
export const excursionTagSchema = z.object({
  id: z.optional(hubIdSchema),
  name: z.string(),
  imageUrl: z.nullish(z.object({ id: hubIdSchema })),
});
export type ExcursionTag = z.infer<typeof excursionTagSchema>;
export const excursionTagsSchema = z.array(excursionTagSchema);

export const excursionPriceSchema = z.object({
  adult: z.nullish(z.number()),
  /** null: no child price (shown N/A); 0: children go free. */
  child: z.nullish(z.number()),
});

/** bookable-services.md §3 "Excursion". */
export const excursionSchema = z.object({
  id: hubIdSchema,
  name: localizedTextSchema,
  bookingCode: optionalText,
  /** Assumption: free text such as "Morning", "Afternoon", "Full day". */
  timeOfDay: optionalText,
  /** Minutes. */
  duration: z.nullish(z.number()),
  publishedDuration: optionalText,
  price: z.nullish(excursionPriceSchema),
  minimumAge: z.nullish(z.number()),
  /** Assumption: ISO YYYY-MM-DD, as cart elements carry it. */
  date: optionalText,
  /** Cruise day, 1 on embarkation. */
  day: z.nullish(z.number()),
  tags: z.nullish(z.array(excursionTagSchema)),
  categories: z.nullish(z.array(excursionTagSchema)),
  waiverPdfUrl: z.nullish(z.object({ url: z.string() })),
  /** Spaces left; null when the hub does not know. */
  currentAvailability: z.nullish(z.number()),
  /** HH:mm. */
  startTime: optionalText,
  /** Assumption: the picture of the card and the detail. */
  imageUrl: z.nullish(z.object({ id: hubIdSchema })),
  /** Assumption: cruise excursions name their port, as cart elements do ... */
  port: z.nullish(z.object({ name: z.string(), countryName: optionalText })),
  /** ... resort excursions their destination. */
  destination: z.nullish(z.object({ id: hubIdSchema, name: z.string() })),
  /** Assumption: the itinerary schedule the excursion belongs to (the cart's itinerary). */
  itinerary: z.nullish(z.object({ id: hubIdSchema, date: z.string() })),
  /** Assumption: CruiseExcursion when absent. */
  type: z.nullish(cartExcursionTypeSchema),
  /** Assumption: paid at checkout (Card or Cash), as in the cart. */
  requiresPayment: optionalFlag,
});
export type Excursion = z.infer<typeof excursionSchema>;
export const excursionsSchema = z.array(excursionSchema);

/** bookable-services.md §3 descriptions by descriptionType. Unknown types are kept and ignored. */
export const excursionDescriptionSchema = z.object({
  descriptionType: z.string(),
  value: localizedTextSchema,
});
export type ExcursionDescription = z.infer<typeof excursionDescriptionSchema>;
export const excursionDescriptionsSchema = z.array(excursionDescriptionSchema);

/**
 * Assumption: both availability calls answer the spaces left (null: unknown) and whether the
 * excursion can be booked at all; the spec does not show their shape.
 */
export const excursionAvailabilitySchema = z.object({
  currentAvailability: z.nullish(z.number()),
  available: optionalFlag,
});
export type ExcursionAvailability = z.infer<typeof excursionAvailabilitySchema>;

/** bookable-services.md §4: why the server will not let a guest on an excursion. */
export const passengerStatusReasons = [
  'MinimumAge',
  'MaximumAge',
  'AlreadyBooked',
  'LastCruiseDay',
  'FirstCruiseDay',
  'NoPriceAvailable',
  'TimeOverlapWithOtherBooking',
  'TimeOverlapWithOtherCartEntry',
] as const;
export type PassengerStatusReason = (typeof passengerStatusReasons)[number];

/** bookable-services.md §3 "Applicable guest". */
export const applicableGuestSchema = z.object({
  accountNumber: hubIdSchema,
  accountName: optionalText,
  firstName: z.string(),
  lastName: z.string(),
  price: z.nullish(z.number()),
  selected: optionalFlag,
  disabled: optionalFlag,
  /** Assumption: the server's reasons for a disabled guest; unknown reasons are shown as sent. */
  statusReasons: z.nullish(z.array(z.string())),
  /** Assumption: "Adult", "Child" or "Infant", as cart passengers carry it. */
  passengerType: optionalText,
});
export type ApplicableGuest = z.infer<typeof applicableGuestSchema>;
export const applicableGuestsSchema = z.array(applicableGuestSchema);

/** bookable-services.md §3 "Booking result". */
export const excursionBookingResultSchema = z.object({
  failed: z.boolean(),
  systemInformation: optionalText,
  bookingReference: optionalText,
});
export type ExcursionBookingResult = z.infer<typeof excursionBookingResultSchema>;

/** bookable-services.md §3 "Conditions". */
export const conditionsSchema = z.object({
  conditionText: optionalText,
  additionalConditionText: optionalText,
  salesMessage: optionalText,
});
export type Conditions = z.infer<typeof conditionsSchema>;

export const conditionsAllowedSchema = z.object({
  allowed: z.boolean(),
  message: optionalText,
  messages: z.nullish(z.array(z.string())),
});
export type ConditionsAllowed = z.infer<typeof conditionsAllowedSchema>;

/** bookable-services.md §3 "Schedule": a day of the itinerary (GET itinerary/schedules). */
export const itineraryScheduleSchema = z.object({
  id: hubIdSchema,
  /** Assumption: ISO YYYY-MM-DD. */
  date: z.string(),
  title: z.string(),
  /** A sea day, when the hub says so: the screen then names it in the guest's language. */
  atSea: optionalFlag,
});
export type ItinerarySchedule = z.infer<typeof itineraryScheduleSchema>;
export const itinerarySchedulesSchema = z.array(itineraryScheduleSchema);
