import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/** bookable-services.md §3: the two kinds of excursion a cart or booking holds. */
export const cartExcursionTypeSchema = z.enum(['CruiseExcursion', 'ResortExcursion']);
export type CartExcursionType = z.infer<typeof cartExcursionTypeSchema>;

export const cartPassengerSchema = z.object({
  id: hubIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  /** Assumption: "Adult", "Child", "Infant"; the spec says "Adult or child etc.". */
  type: optionalText,
  /** The lead passenger of the booking. */
  lead: optionalFlag,
});
export type CartPassenger = z.infer<typeof cartPassengerSchema>;

export const cartExcursionSchema = z.object({
  id: hubIdSchema,
  name: z.string(),
  /** Cruise excursions name their port ... */
  port: z.nullish(z.object({ name: z.string(), countryName: optionalText })),
  /** ... resort excursions their destination. */
  destination: z.nullish(z.object({ id: hubIdSchema, name: z.string() })),
});
export type CartExcursion = z.infer<typeof cartExcursionSchema>;

/** One guest on one excursion: the cart's and the bookings' element (bookable-services.md §3). */
export const cartElementSchema = z.object({
  id: hubIdSchema,
  type: cartExcursionTypeSchema,
  /** ISO date (YYYY-MM-DD) of the excursion. */
  date: z.string(),
  /** Pounds, two decimals. */
  price: z.number(),
  bookingInformation: optionalText,
  passenger: cartPassengerSchema,
  excursion: cartExcursionSchema,
  itinerary: z.nullish(z.object({ id: hubIdSchema, date: z.string() })),
  /** Assumption: whether this excursion is paid at checkout (the spec shows Card/Cash only "when some excursion needs payment"). */
  requiresPayment: optionalFlag,
});
export type CartElement = z.infer<typeof cartElementSchema>;

/** GET passengers/cart. Assumption: the elements come flat; the basket groups them itself. */
export const cartSchema = z.object({
  excursions: z.array(cartElementSchema),
  totalPrice: z.number(),
  nrExcursions: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

/** GET passengers/bookings. Assumption: the same elements as the cart, for what is already booked. */
export const bookingsSchema = z.array(cartElementSchema);
export type Booking = CartElement;

/** POST passengers/cart/order answer. */
export const orderConfirmationSchema = z.object({ groupReference: z.string() });
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
