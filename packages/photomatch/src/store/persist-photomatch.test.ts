// @vitest-environment node
import { memoryStorage } from '@companion/test-harness';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoCart } from '@companion/hub-client';
import { createStatePersistence, PERSISTENCE_KEY, resetGuestStores } from '@companion/shell';
import { orderAttemptFor } from '../cart/order-attempt';
import { photomatchFeature } from '../photomatch-feature';
import { photoStore } from './photo-store';

const cart: PhotoCart = {
  photos: [{ id: 'smith-001', variants: [{ id: 'print-6x8', count: 2, total: 24 }] }],
  photoGroups: [],
  totals: { grandTotal: 24, grandCount: 2, photoCount: 1 },
};

afterEach(() => photoStore.setState(photoStore.getInitialState(), true));

describe('the photomatch slice (platform.md §4.1)', () => {
  it('saves consent and cart and brings them back after a reload', async () => {
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    await photomatchFeature.persistSlices!(persistence);
    photoStore.setState({ consent: true, cart, upsellOffered: true });
    persistence.flush();
    photoStore.setState(photoStore.getInitialState(), true);
    await photomatchFeature.persistSlices!(
      createStatePersistence({ storage: memoryStorage(PERSISTENCE_KEY, storage.items.get(PERSISTENCE_KEY)) }),
    );
    expect(photoStore.getState()).toMatchObject({ consent: true, cart, upsellOffered: true });
  });

  it('drops a saved cart that does not match the hub contract', async () => {
    const saved = JSON.stringify({ version: 1, slices: { photomatch: { consent: true, cart: { photos: 'nope' }, upsellOffered: false } } });
    await photomatchFeature.persistSlices!(createStatePersistence({ storage: memoryStorage(PERSISTENCE_KEY, saved), warn: () => {} }));
    expect(photoStore.getState().cart).toBeUndefined();
  });

  it('keeps nothing of the guest after the logout wipe', async () => {
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    await photomatchFeature.persistSlices!(persistence);
    photoStore.setState({ consent: true, cart });
    resetGuestStores([photomatchFeature]);
    persistence.flush();
    expect(storage.items.get(PERSISTENCE_KEY)).not.toContain('smith-001');
    expect(JSON.parse(storage.items.get(PERSISTENCE_KEY)!).slices.photomatch).toEqual({ consent: null, cart: null, upsellOffered: false });
  });

  /** A reload: the store starts empty and the slice restores what the last page saved. */
  async function reload(saved: string | undefined) {
    photoStore.setState(photoStore.getInitialState(), true);
    await photomatchFeature.persistSlices!(createStatePersistence({ storage: memoryStorage(PERSISTENCE_KEY, saved), warn: () => {} }));
  }

  it('keeps the order attempt across a reload, so the same cart is ordered under the same key', async () => {
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    await photomatchFeature.persistSlices!(persistence);
    photoStore.setState({ consent: true, cart });
    const attempt = orderAttemptFor(cart, ['PO-1']);
    persistence.flush();
    await reload(storage.items.get(PERSISTENCE_KEY));
    // The orders known before the first press still tell its order apart after the reload.
    expect(orderAttemptFor(cart, ['PO-1', 'PO-2'])).toEqual(attempt);
  });

  it('keeps an attempt made while the earlier orders could not be read', async () => {
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    await photomatchFeature.persistSlices!(persistence);
    photoStore.setState({ consent: true, cart });
    const attempt = orderAttemptFor(cart, undefined);
    persistence.flush();
    await reload(storage.items.get(PERSISTENCE_KEY));
    expect(photoStore.getState().orderAttempt).toEqual(attempt);
  });

  it('drops a saved attempt that does not check out, keeping the rest of the slice', async () => {
    const key = 'a'.repeat(32);
    // A key with a line break cannot be sent as a header: every later order of the cart would fail.
    for (const orderAttempt of ['tampered', { cart: 'c', key: 'bad\nkey', knownOrders: [] }, { cart: 1, key, knownOrders: [] }]) {
      await reload(JSON.stringify({ version: 1, slices: { photomatch: { consent: true, cart, upsellOffered: true, orderAttempt } } }));
      expect(photoStore.getState()).toMatchObject({ consent: true, cart, upsellOffered: true });
      expect(photoStore.getState().orderAttempt).toBeUndefined();
    }
    // The key is what keeps a resend from ordering twice: a bad list of known orders costs only the list.
    await reload(
      JSON.stringify({
        version: 1,
        slices: { photomatch: { consent: true, cart, upsellOffered: true, orderAttempt: { cart: 'c', key, knownOrders: [42] } } },
      }),
    );
    expect(photoStore.getState().orderAttempt).toEqual({ cart: 'c', key, knownOrders: undefined });
  });

  it('wipes the saved attempt with the cart at logout', async () => {
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    await photomatchFeature.persistSlices!(persistence);
    photoStore.setState({ consent: true, cart });
    const { key } = orderAttemptFor(cart, ['PO-1']);
    persistence.flush();
    expect(storage.items.get(PERSISTENCE_KEY)).toContain(key);
    resetGuestStores([photomatchFeature]);
    persistence.flush();
    expect(storage.items.get(PERSISTENCE_KEY)).not.toContain(key);
    expect(JSON.parse(storage.items.get(PERSISTENCE_KEY)!).slices.photomatch).toEqual({ consent: null, cart: null, upsellOffered: false });
    await reload(storage.items.get(PERSISTENCE_KEY));
    expect(photoStore.getState().orderAttempt).toBeUndefined();
  });
});
