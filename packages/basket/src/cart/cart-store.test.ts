// @vitest-environment node
import { memoryStorage } from '@companion/test-harness';
import { afterEach, describe, expect, it } from 'vitest';
import { loginByPms, updateCart, type Cart } from '@companion/hub-client';
import { connectDemoDevice, demoGuests } from '@companion/hub-sim';
import { clearGuestData } from '@companion/session';
import { createStatePersistence, installFeatures, PERSISTENCE_KEY } from '@companion/shell';
import { basketFeature } from '../basket-feature';
import { cartStore, loadBookings, loadCart, refreshCart } from './cart-store';
import { orderAttemptKey } from './order-attempt';
import { persistCart } from './persist-cart';

// Logout wipes what the app's features declare; this file's feature is the basket.
installFeatures([basketFeature]);

afterEach(() => cartStore.setState(cartStore.getInitialState(), true));

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

describe('the saved cart', () => {
  const cart: Cart = {
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
    const storage = memoryStorage(PERSISTENCE_KEY, JSON.stringify({ version: 1, slices: { cart, bookings: [] } }));
    persistCart(createStatePersistence({ storage }));
    expect(cartStore.getState().cart).toEqual(cart);
    expect(cartStore.getState().bookings).toEqual([]);
  });

  it('drops a saved cart that does not match the hub schema', () => {
    const storage = memoryStorage(PERSISTENCE_KEY, JSON.stringify({ version: 1, slices: { cart: { excursions: 'tampered' } } }));
    persistCart(createStatePersistence({ storage }));
    expect(cartStore.getState().cart).toBeUndefined();
  });

  it('writes nothing of the guest back once the cart is wiped', () => {
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    persistCart(persistence);
    cartStore.setState({ cart });
    persistence.flush();
    expect(storage.items.get(PERSISTENCE_KEY)).toContain('Sunset Kayak');
    clearGuestData();
    persistence.flush();
    expect(storage.items.get(PERSISTENCE_KEY)).not.toContain('Sunset Kayak');
  });

  /** What the page saved, once its throttled write is done. */
  function savedBy(storage: ReturnType<typeof memoryStorage>, persistence: ReturnType<typeof createStatePersistence>): string {
    persistence.flush();
    return storage.items.get(PERSISTENCE_KEY)!;
  }

  /** A reload: the store starts empty and the basket's slices restore what the last page saved. */
  function reload(saved: string): void {
    cartStore.setState(cartStore.getInitialState(), true);
    persistCart(createStatePersistence({ storage: memoryStorage(PERSISTENCE_KEY, saved), warn: () => {} }));
  }

  it('keeps the checkout attempt across a reload, so the same basket is ordered under the same key', () => {
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    persistCart(persistence);
    cartStore.setState({ cart });
    const key = orderAttemptKey(cart);
    reload(savedBy(storage, persistence));
    expect(cartStore.getState().cart).toEqual(cart);
    expect(orderAttemptKey(cart)).toBe(key);
  });

  it('drops a saved attempt that does not check out, keeping the cart', () => {
    // A key with a line break cannot be sent as a header: every later order of the basket would fail.
    for (const orderAttempt of ['tampered', { basket: 'b', key: 'bad\nkey' }, { basket: 1, key: 'a'.repeat(32) }]) {
      reload(JSON.stringify({ version: 1, slices: { cart: { cart, orderAttempt } } }));
      expect(cartStore.getState().cart).toEqual(cart);
      expect(cartStore.getState().orderAttempt).toBeUndefined();
    }
  });

  it('drops the whole slice when its cart does not match the hub schema, attempt and all', () => {
    reload(
      JSON.stringify({
        version: 1,
        slices: { cart: { cart: { excursions: 'tampered' }, orderAttempt: { basket: 'b', key: 'a'.repeat(32) } } },
      }),
    );
    expect(cartStore.getState().cart).toBeUndefined();
    expect(cartStore.getState().orderAttempt).toBeUndefined();
  });

  it('wipes the saved attempt with the cart at logout', () => {
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    persistCart(persistence);
    cartStore.setState({ cart });
    const key = orderAttemptKey(cart);
    expect(savedBy(storage, persistence)).toContain(key);
    clearGuestData();
    expect(cartStore.getState().orderAttempt).toBeUndefined();
    expect(savedBy(storage, persistence)).not.toContain(key);
    // The next guest's reload finds no attempt to reuse.
    reload(savedBy(storage, persistence));
    expect(cartStore.getState().orderAttempt).toBeUndefined();
  });
});
