import { afterEach, describe, expect, it } from 'vitest';
import { loginByPms, updateCart } from '@companion/hub-client';
import { connectDemoDevice, demoGuests } from '@companion/hub-sim';
import { clearGuestData } from '@companion/session';
import { createStatePersistence, installFeatures, PERSISTENCE_KEY } from '@companion/shell';
import { basketFeature } from '../basket-feature';
import { cartStore, loadBookings, loadCart, refreshCart } from './cart-store';
import { persistCart } from './persist-cart';

// Logout wipes what the app's features declare; this file's feature is the basket.
installFeatures([basketFeature]);

afterEach(() => cartStore.setState({ cart: undefined, bookings: undefined }));

async function guestWithOneCartEntry() {
  const holder: { sessionId?: string } = {};
  const { hub } = await connectDemoDevice('App', { getSessionId: () => holder.sessionId });
  const guest = demoGuests.smith;
  const login = await loginByPms(hub, { accountNumber: guest.accountNumber, location: guest.cabin, pinNo: guest.pin });
  if (!login.ok) throw new Error('demo login failed');
  holder.sessionId = login.value.sessionId;
  await updateCart(hub, [
    {
      type: 'CruiseExcursion',
      excursion: { id: 'EX-9', name: 'Harbour Cruise', port: { name: 'Valletta', countryName: 'Malta' } },
      date: '2026-11-26',
      price: 35,
      passenger: { id: 'p1', firstName: guest.firstName, lastName: guest.lastName },
    },
  ]);
  return hub;
}

describe('the cart store', () => {
  it('loads the cart and the bookings from the hub', async () => {
    const hub = await guestWithOneCartEntry();
    expect(await loadCart(hub)).toBe(true);
    expect(await loadBookings(hub)).toBe(true);
    expect(cartStore.getState().cart?.excursions.map((element) => element.excursion.name)).toEqual(['Harbour Cruise']);
    expect(cartStore.getState().bookings).toEqual([]);
  });

  it('is wiped with the rest of the guest data at logout', async () => {
    const hub = await guestWithOneCartEntry();
    await loadCart(hub);
    clearGuestData();
    expect(cartStore.getState()).toEqual({ cart: undefined, bookings: undefined });
  });

  it('keeps a basket changed while a refresh was out: a removal answered meanwhile does not come back', async () => {
    const hub = await guestWithOneCartEntry();
    await loadCart(hub);
    const refreshing = refreshCart(hub);
    // The remove button's answer lands before the refresh's: the hub's basket without the entry.
    const afterRemoval = { ...cartStore.getState().cart!, excursions: [] };
    cartStore.setState({ cart: afterRemoval });
    expect((await refreshing).ok).toBe(true);
    expect(cartStore.getState().cart).toBe(afterRemoval);
  });

  it('answers false and keeps nothing when the hub refuses', async () => {
    const { hub } = await connectDemoDevice('App', { getSessionId: () => undefined });
    expect(await loadCart(hub)).toBe(false);
    expect(cartStore.getState().cart).toBeUndefined();
  });
});

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial ? [[PERSISTENCE_KEY, initial]] : []);
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the saved cart', () => {
  const cart = {
    excursions: [
      {
        id: 'c1',
        type: 'ResortExcursion',
        date: '2026-11-26',
        price: 12,
        passenger: { id: 'p1', firstName: 'John', lastName: 'Smith' },
        excursion: { id: 'R1', name: 'Sunset Kayak', destination: { id: 'D1', name: 'Palma' } },
      },
    ],
    totalPrice: 12,
    nrExcursions: 1,
  };

  it('survives a reload', () => {
    const storage = memoryStorage(JSON.stringify({ version: 1, slices: { cart, bookings: [] } }));
    persistCart(createStatePersistence({ storage }));
    expect(cartStore.getState().cart).toEqual(cart);
    expect(cartStore.getState().bookings).toEqual([]);
  });

  it('drops a saved cart that does not match the hub schema', () => {
    const storage = memoryStorage(JSON.stringify({ version: 1, slices: { cart: { excursions: 'tampered' } } }));
    persistCart(createStatePersistence({ storage }));
    expect(cartStore.getState().cart).toBeUndefined();
  });

  it('writes nothing of the guest back once the cart is wiped', () => {
    const storage = memoryStorage();
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    persistCart(persistence);
    cartStore.setState({ cart: cart as never });
    persistence.flush();
    expect(storage.data.get(PERSISTENCE_KEY)).toContain('Sunset Kayak');
    clearGuestData();
    persistence.flush();
    expect(storage.data.get(PERSISTENCE_KEY)).not.toContain('Sunset Kayak');
  });
});
