// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStatePersistence, PERSISTENCE_KEY, resetGuestStores, installFeatures } from '@companion/shell';
import { reservationsFeature } from '../reservations-feature';
import { restoreTacBooking } from './persist-tac-booking';
import { tacBookingStore } from './tac-booking-store';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the tac booking client state', () => {
  it('survives a reload in the tacBookings slice', async () => {
    const storage = memoryStorage();
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    // The slice registers once its module loaded (reservations-feature.ts).
    await reservationsFeature.persistSlices?.(persistence);
    tacBookingStore.setState({ module: 'dining', objectId: 'dining-2', numberOfPersons: 3 });
    persistence.flush();
    expect(JSON.parse(storage.getItem(PERSISTENCE_KEY) ?? '{}').slices.tacBookings).toEqual({
      module: 'dining',
      objectId: 'dining-2',
      numberOfPersons: 3,
    });
    tacBookingStore.setState(tacBookingStore.getInitialState(), true);
    await reservationsFeature.persistSlices?.(createStatePersistence({ storage, throttleMs: 0 }));
    expect(tacBookingStore.getState()).toEqual({ module: 'dining', objectId: 'dining-2', numberOfPersons: 3 });
  });

  it('drops a saved copy that is not a module, id and whole number of persons', () => {
    expect(restoreTacBooking({ module: 'casino', objectId: 1, numberOfPersons: 2 })).toBeUndefined();
    expect(restoreTacBooking({ module: 'spa', objectId: {}, numberOfPersons: 1 })).toBeUndefined();
    expect(restoreTacBooking({ module: 'spa', objectId: 'spa-11', numberOfPersons: 0 })).toBeUndefined();
    expect(restoreTacBooking(null)).toEqual({});
  });

  it('is wiped at logout as guest data', () => {
    const uninstall = installFeatures([reservationsFeature]);
    tacBookingStore.setState({ module: 'spa', objectId: 'spa-11', numberOfPersons: 1 });
    resetGuestStores();
    uninstall();
    expect(tacBookingStore.getState()).toEqual({ module: undefined, objectId: undefined, numberOfPersons: 1 });
  });
});
