// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createStatePersistence, PERSISTENCE_KEY, type SliceCodec } from './state-persistence';

type Cart = { items: string[]; add: (item: string) => void };

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial ? [[PERSISTENCE_KEY, initial]] : []);
  return {
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  };
}

function cartStore() {
  return createStore<Cart>((set) => ({ items: [], add: (item) => set((state) => ({ items: [...state.items, item] })) }));
}

const cartCodec: SliceCodec<Cart, { items: string[] }> = {
  save: (state) => ({ items: state.items }),
  restore: (saved) => {
    const items = (saved as { items?: unknown } | null)?.items;
    return Array.isArray(items) && items.every((item) => typeof item === 'string') ? { items } : undefined;
  },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('state persistence', () => {
  it('saves at most once every 2 seconds', () => {
    const storage = memoryStorage();
    const store = cartStore();
    createStatePersistence({ storage }).persistSlice('cart', store, cartCodec);
    store.getState().add('Etna tour');
    store.getState().add('Taormina walk');
    vi.advanceTimersByTime(0);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    store.getState().add('Catania food tour');
    vi.advanceTimersByTime(1999);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.setItem.mock.calls[1]![1]).slices.cart.items).toHaveLength(3);
  });

  it('restores a saved slice at start', () => {
    const storage = memoryStorage(JSON.stringify({ version: 1, slices: { cart: { items: ['Etna tour'] } } }));
    const store = cartStore();
    createStatePersistence({ storage }).persistSlice('cart', store, cartCodec);
    expect(store.getState().items).toEqual(['Etna tour']);
  });

  it('discards a corrupt saved state without breaking start-up', () => {
    const storage = memoryStorage('{not json');
    const store = cartStore();
    expect(() => createStatePersistence({ storage }).persistSlice('cart', store, cartCodec)).not.toThrow();
    expect(store.getState().items).toEqual([]);
    expect(storage.removeItem).toHaveBeenCalledWith(PERSISTENCE_KEY);
  });

  it('discards a state saved by another version', () => {
    const storage = memoryStorage(JSON.stringify({ version: 0, slices: { cart: { items: ['Old'] } } }));
    const store = cartStore();
    createStatePersistence({ storage }).persistSlice('cart', store, cartCodec);
    expect(store.getState().items).toEqual([]);
  });

  it('discards a slice whose shape no longer matches', () => {
    const storage = memoryStorage(JSON.stringify({ version: 1, slices: { cart: { items: [42] } } }));
    const store = cartStore();
    const warn = vi.fn();
    createStatePersistence({ storage, warn }).persistSlice('cart', store, cartCodec);
    expect(store.getState().items).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps working when storage throws (private browsing, full quota)', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    const store = cartStore();
    const persistence = createStatePersistence({ storage });
    persistence.persistSlice('cart', store, cartCodec);
    store.getState().add('Etna tour');
    expect(() => persistence.flush()).not.toThrow();
  });
});
