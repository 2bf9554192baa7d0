import * as z from 'zod/mini';
import { holidayDateSchema, hubIdSchema, optionalText } from './hub-fields';

/**
 * The guest's holiday as loaded after a passenger login (platform.md §4.2: hotels, cruises,
 * flights, passengers). Assumption: the call and field names are ours; the spec names only
 * the four parts (docs/hub-contract.md).
 */
export const holidayCruiseSchema = z.object({
  id: hubIdSchema,
  name: z.string(),
  shipName: optionalText,
  startDate: holidayDateSchema,
  endDate: holidayDateSchema,
  cabin: optionalText,
});
export const holidayHotelSchema = z.object({
  id: hubIdSchema,
  name: z.string(),
  checkIn: holidayDateSchema,
  checkOut: holidayDateSchema,
  roomType: optionalText,
});
export const holidayFlightSchema = z.object({
  id: hubIdSchema,
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  departure: holidayDateSchema,
  arrival: z.nullish(holidayDateSchema),
});
export const holidayPassengerSchema = z.object({
  id: hubIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  isLeadPassenger: z.nullish(z.boolean()),
});

export const passengerItinerarySchema = z.object({
  cruises: z.nullish(z.array(holidayCruiseSchema)),
  hotels: z.nullish(z.array(holidayHotelSchema)),
  flights: z.nullish(z.array(holidayFlightSchema)),
  passengers: z.nullish(z.array(holidayPassengerSchema)),
});
export type PassengerItinerary = z.infer<typeof passengerItinerarySchema>;
