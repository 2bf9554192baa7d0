// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { passengerItinerarySchema } from './holiday';

/** A holiday in media §3's "Itinerary" fields, as a hub sends it. */
const holidayAnswer = {
  cruises: [{ fromDate: '29/11/2026', numberOfDays: 14, name: 'Mediterranean Jewels', ship: { name: 'Aurora' } }],
  cruiseItinerary: [
    { id: 1, dayOfCruise: 1, type: 'Port', port: { name: 'Barcelona', countryName: 'Spain' } },
    { id: 2, dayOfCruise: 2, type: 'Sea', port: null },
  ],
  hotels: [
    {
      id: 1,
      hotelName: 'Hotel Arts',
      resortName: 'Barcelona',
      subResortName: null,
      touristRegionName: 'Catalonia',
      fromDate: '27/11/2026',
      toDate: '29/11/2026',
    },
  ],
  flights: {
    flightsOut: [
      {
        id: 2,
        flightNumber: 'BA478',
        departureAirportCode: 'LHR',
        arrivalAirportCode: 'BCN',
        departureAirportName: 'London Heathrow',
        arrivalAirportName: 'Barcelona El Prat',
        departureTime: '27/11/2026 07:25',
        arrivalTime: null,
      },
    ],
    flightsIn: [],
  },
  passengers: [{ id: 'p-1', firstName: 'Emily', lastName: 'Smith', type: 'Adult', lead: true }],
};

describe('the guest’s holiday', () => {
  it('reads media §3’s fields and its DD/MM/YYYY dates as the ISO days the screens show', () => {
    const holiday = z.parse(passengerItinerarySchema, holidayAnswer);
    expect(holiday.cruises?.[0]).toEqual({
      fromDate: '2026-11-29',
      numberOfDays: 14,
      name: 'Mediterranean Jewels',
      ship: { name: 'Aurora' },
    });
    expect(holiday.cruiseItinerary?.[1]).toMatchObject({ dayOfCruise: 2, type: 'Sea' });
    expect(holiday.hotels?.[0]).toMatchObject({ hotelName: 'Hotel Arts', fromDate: '2026-11-27', toDate: '2026-11-29' });
    expect(holiday.flights?.flightsOut?.[0]).toMatchObject({ departureTime: '2026-11-27 07:25', arrivalTime: null });
    expect(holiday.passengers?.[0]).toMatchObject({ lead: true, type: 'Adult' });
  });

  it('reads its own result again, as a saved holiday is read at the next start', () => {
    const holiday = z.parse(passengerItinerarySchema, holidayAnswer);
    expect(z.parse(passengerItinerarySchema, JSON.parse(JSON.stringify(holiday)))).toEqual(holiday);
  });

  it('keeps ISO and any other text as sent', () => {
    const holiday = z.parse(passengerItinerarySchema, {
      hotels: [{ id: 1, hotelName: 'Hotel Arts', fromDate: '2026-11-27', toDate: 'on request' }],
    });
    expect(holiday.hotels?.[0]).toMatchObject({ fromDate: '2026-11-27', toDate: 'on request' });
  });

  it('takes a guest with only some parts of a holiday', () => {
    expect(z.parse(passengerItinerarySchema, { cruises: null, flights: { flightsOut: null } })).toMatchObject({ cruises: null });
  });
});
