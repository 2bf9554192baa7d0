import * as z from 'zod/mini';
import { holidayDateSchema, hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/**
 * The guest's holiday as loaded after a passenger login (platform.md §4.2), in the fields media
 * §3 "Itinerary" gives: hotels, cruises, cruiseItinerary, flights (flightsOut, flightsIn),
 * passengers. Dates may come as DD/MM/YYYY (§3 says so for hotels) and are read as ISO days.
 * Assumption: the call's path is ours (docs/hub-contract.md).
 */
export const holidayCruiseSchema = z.object({
  name: z.string(),
  fromDate: holidayDateSchema,
  numberOfDays: z.nullish(z.number()),
  ship: z.nullish(z.object({ name: optionalText })),
});
/** A day of the guest's cruise: in port (`port`) or, with type "Sea", at sea. */
export const holidayCruiseDaySchema = z.object({
  id: hubIdSchema,
  dayOfCruise: z.nullish(z.number()),
  type: optionalText,
  port: z.nullish(z.object({ name: optionalText, countryName: optionalText })),
});
export const holidayHotelSchema = z.object({
  id: hubIdSchema,
  hotelName: z.string(),
  resortName: optionalText,
  subResortName: optionalText,
  touristRegionName: optionalText,
  fromDate: holidayDateSchema,
  toDate: holidayDateSchema,
});
export const holidayFlightSchema = z.object({
  id: hubIdSchema,
  flightNumber: z.string(),
  departureAirportCode: optionalText,
  arrivalAirportCode: optionalText,
  departureAirportName: optionalText,
  arrivalAirportName: optionalText,
  departureTime: holidayDateSchema,
  arrivalTime: z.nullish(holidayDateSchema),
});
/** bookable-services §3 "Passenger: id, firstName, lastName, type (Adult or child etc.), lead flag". */
export const holidayPassengerSchema = z.object({
  id: hubIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  type: optionalText,
  lead: optionalFlag,
});

export const passengerItinerarySchema = z.object({
  cruises: z.nullish(z.array(holidayCruiseSchema)),
  cruiseItinerary: z.nullish(z.array(holidayCruiseDaySchema)),
  hotels: z.nullish(z.array(holidayHotelSchema)),
  flights: z.nullish(z.object({ flightsOut: z.nullish(z.array(holidayFlightSchema)), flightsIn: z.nullish(z.array(holidayFlightSchema)) })),
  passengers: z.nullish(z.array(holidayPassengerSchema)),
});
export type PassengerItinerary = z.infer<typeof passengerItinerarySchema>;
export type HolidayCruise = z.infer<typeof holidayCruiseSchema>;
export type HolidayCruiseDay = z.infer<typeof holidayCruiseDaySchema>;
export type HolidayHotel = z.infer<typeof holidayHotelSchema>;
export type HolidayFlight = z.infer<typeof holidayFlightSchema>;
export type HolidayPassenger = z.infer<typeof holidayPassengerSchema>;
