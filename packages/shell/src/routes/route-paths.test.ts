// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routePaths } from './route-paths';

describe('routePaths', () => {
  // The spark screen looks the day up by the hub's YYYY-MM-DD date, so the date goes in as the hub sent it.
  it('leads to the itinerary day of a date, written as the hub writes it', () => {
    expect(routePaths.itineraryDayOnDate('2025-06-03')).toBe('/itinerary/spark/2025-06-03');
  });
});
