// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createStatePersistence, PERSISTENCE_KEY } from '@companion/shell';
import { holidayStore } from './holiday-store';
import { persistHoliday } from './persist-holiday';

afterEach(() => holidayStore.setState({ itinerary: undefined }));

const storageWith = (slices: unknown) => {
  const data = new Map([[PERSISTENCE_KEY, JSON.stringify({ version: 1, slices })]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: () => {},
  };
};

describe('the saved itinerary', () => {
  it('survives a reload', () => {
    const itinerary = { cruises: [{ name: 'Atlantic Islands', fromDate: '2026-11-22', numberOfDays: 15 }], passengers: [] };
    persistHoliday(createStatePersistence({ storage: storageWith({ itinerary }) }));
    expect(holidayStore.getState().itinerary).toEqual(itinerary);
  });

  it('is dropped when it does not match the hub schema', () => {
    persistHoliday(createStatePersistence({ storage: storageWith({ itinerary: { cruises: 'tampered' } }) }));
    expect(holidayStore.getState().itinerary).toBeUndefined();
  });
});
