// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { PhotoCart, PhotoOrder } from '@companion/hub-client';
import { photoStore } from '../store/photo-store';
import { checkOrderOutcome, forgetOrderAttempt, orderAttemptFor } from './order-attempt';

const totals = { grandTotal: 12, grandCount: 1, photoCount: 1 };
const cart = (count = 1): PhotoCart => ({
  photos: [{ id: 'p1', variants: [{ id: 'print', count, total: 12 * count }] }],
  photoGroups: [],
  totals: { ...totals, grandCount: count, grandTotal: 12 * count },
});
const order = (orderId: string): PhotoOrder => ({
  orderId,
  date: '2026-11-23T10:00:00Z',
  status: 'Received',
  totals: { grandCount: 1, grandTotal: 12 },
});

beforeEach(() => photoStore.setState(photoStore.getInitialState(), true));

describe('the order attempt', () => {
  it('keeps one key for the same cart, so a retry cannot order twice', () => {
    const first = orderAttemptFor(cart(), ['PO-1']);
    expect(orderAttemptFor(cart(), ['PO-1']).key).toBe(first.key);
  });
  it('takes a new key for a changed cart or after the outcome is known', () => {
    const first = orderAttemptFor(cart(), []);
    expect(orderAttemptFor(cart(2), []).key).not.toBe(first.key);
    const second = orderAttemptFor(cart(2), []);
    forgetOrderAttempt();
    expect(orderAttemptFor(cart(2), []).key).not.toBe(second.key);
  });
});

describe('after a lost answer', () => {
  it('counts a new order as taken', () => {
    expect(checkOrderOutcome(['PO-1'], [order('PO-1'), order('PO-2')], undefined)).toEqual({ kind: 'taken', order: order('PO-2') });
  });
  it('is not taken when no new order is there and the cart still holds it', () => {
    expect(checkOrderOutcome(['PO-1'], [order('PO-1')], cart())).toEqual({ kind: 'not-taken' });
  });
  it('is unknown when the orders could not be read, or the cart is empty without a new order', () => {
    expect(checkOrderOutcome(['PO-1'], undefined, cart())).toEqual({ kind: 'unknown' });
    expect(checkOrderOutcome(undefined, [order('PO-1')], cart())).toEqual({ kind: 'unknown' });
    expect(checkOrderOutcome(['PO-1'], [order('PO-1')], cart(0))).toEqual({ kind: 'unknown' });
  });
});
