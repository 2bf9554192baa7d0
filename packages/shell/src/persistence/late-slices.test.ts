// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { createStatePersistence, featurePersistence, PERSISTENCE_KEY, PERSISTENCE_VERSION, type SliceCodec } from './state-persistence';

type Cart = { items: string[] };
const cartCodec: SliceCodec<Cart, string[]> = { save: (state) => state.items, restore: (saved) => ({ items: saved as string[] }) };
const navigationCodec: SliceCodec<{ footer: string }, string> = {
  save: (state) => state.footer,
  restore: (saved) => ({ footer: saved as string }),
};

function storageWith(slices: Record<string, unknown>) {
  const data = new Map([[PERSISTENCE_KEY, JSON.stringify({ version: PERSISTENCE_VERSION, slices })]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    saved: () => JSON.parse(data.get(PERSISTENCE_KEY) ?? '{}').slices as Record<string, unknown>,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A feature whose slice registers after its schema loaded (docs/performance.md). */
describe('slices registered later than start', () => {
  it('keeps what was saved for them through writes made before they register, then restores it', () => {
    const storage = storageWith({ cart: ['Etna tour'], navigation: 'standard' });
    const persistence = createStatePersistence({ storage });
    const navigation = create(() => ({ footer: 'standard' }));
    persistence.persistSlice('navigation', navigation, navigationCodec);
    navigation.setState({ footer: 'hidden' });
    vi.advanceTimersByTime(0);
    expect(storage.saved()).toEqual({ cart: ['Etna tour'], navigation: 'hidden' });

    const cart = create<Cart>(() => ({ items: [] }));
    featurePersistence(persistence).persistSlice('cart', cart, cartCodec);
    expect(cart.getState().items).toEqual(['Etna tour']);
  });

  it('does not restore over a store that changed before they registered (a refresh from the hub is newer)', () => {
    const persistence = createStatePersistence({ storage: storageWith({ cart: ['Etna tour'] }) });
    const cart = create<Cart>(() => ({ items: [] }));
    cart.setState({ items: ['Taormina walk'] });
    featurePersistence(persistence).persistSlice('cart', cart, cartCodec);
    expect(cart.getState().items).toEqual(['Taormina walk']);
  });

  it('forgets the guest data of slices not registered yet at logout: nothing comes back, nothing stays saved', () => {
    const storage = storageWith({ cart: ['Etna tour'], navigation: 'standard' });
    const persistence = createStatePersistence({ storage });
    persistence.persistSlice(
      'navigation',
      create(() => ({ footer: 'standard' })),
      navigationCodec,
    );
    persistence.forgetUnregistered();
    persistence.flush();
    expect(storage.saved()).toEqual({ navigation: 'standard' });
    const cart = create<Cart>(() => ({ items: [] }));
    featurePersistence(persistence).persistSlice('cart', cart, cartCodec);
    expect(cart.getState().items).toEqual([]);
  });

  it('saves a store that changed before its slice registered (a login before the code loaded), without waiting for its next change', () => {
    const storage = storageWith({});
    const persistence = createStatePersistence({ storage });
    const cart = create<Cart>(() => ({ items: [] }));
    cart.setState({ items: ['Taormina walk'] });
    featurePersistence(persistence).persistSlice('cart', cart, cartCodec);
    vi.advanceTimersByTime(0);
    expect(storage.saved()).toEqual({ cart: ['Taormina walk'] });
  });

  it('tells whether what was saved holds a slice still to register (start-up restores those at once)', () => {
    const persistence = createStatePersistence({ storage: storageWith({ navigation: 'standard', cart: ['Etna tour'] }) });
    persistence.persistSlice(
      'navigation',
      create(() => ({ footer: 'standard' })),
      navigationCodec,
    );
    expect(persistence.holdsUnregistered()).toBe(true);
    featurePersistence(persistence).persistSlice(
      'cart',
      create<Cart>(() => ({ items: [] })),
      cartCodec,
    );
    expect(persistence.holdsUnregistered()).toBe(false);
    expect(createStatePersistence({ storage: storageWith({}) }).holdsUnregistered()).toBe(false);
  });

  it('saves nothing of a slice as it started, so the next start has nothing to restore before its first screen', () => {
    const storage = storageWith({});
    const persistence = createStatePersistence({ storage });
    persistence.persistSlice(
      'navigation',
      create(() => ({ footer: 'standard' })),
      navigationCodec,
    );
    const cart = create<Cart>(() => ({ items: [] }));
    featurePersistence(persistence).persistSlice('cart', cart, cartCodec);
    persistence.flush();
    // The shell's own slices are saved as they are: a language chosen back to the first one is a choice.
    expect(storage.saved()).toEqual({ navigation: 'standard' });
    const nextStart = createStatePersistence({ storage });
    nextStart.persistSlice(
      'navigation',
      create(() => ({ footer: 'standard' })),
      navigationCodec,
    );
    expect(nextStart.holdsUnregistered()).toBe(false);

    cart.setState({ items: ['Etna tour'] });
    persistence.flush();
    expect(storage.saved()).toEqual({ navigation: 'standard', cart: ['Etna tour'] });
    // Emptied again (a logout resets the store with a new object): the saved copy goes too.
    cart.setState({ items: [] });
    persistence.flush();
    expect(storage.saved()).toEqual({ navigation: 'standard' });
  });
});
