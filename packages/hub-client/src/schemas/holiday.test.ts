import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { passengerItinerarySchema } from './holiday';

describe('the guest’s holiday', () => {
  it('reads a hub’s DD/MM/YYYY dates (media §3) as the ISO days the contract carries', () => {
    const holiday = z.parse(passengerItinerarySchema, {
      hotels: [{ id: 1, name: 'Hotel Arts', checkIn: '27/11/2026', checkOut: '29/11/2026' }],
      flights: [{ id: 2, flightNumber: 'BA478', from: 'LHR', to: 'BCN', departure: '27/11/2026 07:25', arrival: null }],
      cruises: [{ id: 3, name: 'Mediterranean Jewels', startDate: '29/11/2026', endDate: '2026-12-13' }],
    });
    expect(holiday.hotels?.[0]).toMatchObject({ checkIn: '2026-11-27', checkOut: '2026-11-29' });
    expect(holiday.flights?.[0]).toMatchObject({ departure: '2026-11-27 07:25', arrival: null });
    expect(holiday.cruises?.[0]).toMatchObject({ startDate: '2026-11-29', endDate: '2026-12-13' });
  });

  it('keeps ISO and any other text as sent', () => {
    const holiday = z.parse(passengerItinerarySchema, {
      hotels: [{ id: 1, name: 'Hotel Arts', checkIn: '2026-11-27', checkOut: 'on request' }],
    });
    expect(holiday.hotels?.[0]).toMatchObject({ checkIn: '2026-11-27', checkOut: 'on request' });
  });
});
