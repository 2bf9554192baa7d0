import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoCart } from '@companion/hub-client';
import { createStatePersistence, PERSISTENCE_KEY, resetGuestStores } from '@companion/shell';
import { photomatchFeature } from '../photomatch-feature';
import { photoStore } from './photo-store';

const cart: PhotoCart = {
  photos: [{ id: 'smith-001', variants: [{ id: 'print-6x8', count: 2, total: 24 }] }],
  photoGroups: [],
  totals: { grandTotal: 24, grandCount: 2, photoCount: 1 },
};

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial ? [[PERSISTENCE_KEY, initial]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

afterEach(() => photoStore.setState(photoStore.getInitialState(), true));

describe('the photomatch slice (platform.md §4.1)', () => {
  it('saves consent and cart and brings them back after a reload', async () => {
    const storage = memoryStorage();
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    await photomatchFeature.persistSlices!(persistence);
    photoStore.setState({ consent: true, cart, upsellOffered: true });
    persistence.flush();
    photoStore.setState(photoStore.getInitialState(), true);
    await photomatchFeature.persistSlices!(createStatePersistence({ storage: memoryStorage(storage.items.get(PERSISTENCE_KEY)) }));
    expect(photoStore.getState()).toMatchObject({ consent: true, cart, upsellOffered: true });
  });

  it('drops a saved cart that does not match the hub contract', async () => {
    const saved = JSON.stringify({ version: 1, slices: { photomatch: { consent: true, cart: { photos: 'nope' }, upsellOffered: false } } });
    await photomatchFeature.persistSlices!(createStatePersistence({ storage: memoryStorage(saved), warn: () => {} }));
    expect(photoStore.getState().cart).toBeUndefined();
  });

  it('keeps nothing of the guest after the logout wipe', async () => {
    const storage = memoryStorage();
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    await photomatchFeature.persistSlices!(persistence);
    photoStore.setState({ consent: true, cart });
    resetGuestStores([photomatchFeature]);
    persistence.flush();
    expect(storage.items.get(PERSISTENCE_KEY)).not.toContain('smith-001');
    expect(JSON.parse(storage.items.get(PERSISTENCE_KEY)!).slices.photomatch).toEqual({ consent: null, cart: null, upsellOffered: false });
  });
});
