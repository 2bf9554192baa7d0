// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart, CartElement } from '@companion/hub-client';
import { demoCartChanges } from '../test/demo-cart';
import { cartStore } from './cart-store';
import { forgetOrderAttempt, orderAttemptKey, orderWasTaken } from './order-attempt';

const elements: CartElement[] = demoCartChanges.map((change, index) => ({ ...change, id: `c${index}`, price: change.price ?? 0 }));
const cartOf = (excursions: CartElement[]): Cart => ({
  excursions,
  totalPrice: excursions.reduce((sum, element) => sum + element.price, 0),
  nrExcursions: excursions.length,
});

afterEach(forgetOrderAttempt);

describe('orderAttemptKey', () => {
  it('keeps one key for the same basket, whatever order the hub lists it in', () => {
    const key = orderAttemptKey(cartOf(elements));
    expect(orderAttemptKey(cartOf([...elements].reverse()))).toBe(key);
  });

  it('is wiped with the cart store at logout', () => {
    const key = orderAttemptKey(cartOf(elements));
    cartStore.setState(cartStore.getInitialState(), true);
    expect(orderAttemptKey(cartOf(elements))).not.toBe(key);
  });

  it('takes a new key for a changed basket, and after the outcome was known', () => {
    const key = orderAttemptKey(cartOf(elements));
    expect(orderAttemptKey(cartOf(elements.slice(1)))).not.toBe(key);
    const again = orderAttemptKey(cartOf(elements));
    forgetOrderAttempt();
    expect(orderAttemptKey(cartOf(elements))).not.toBe(again);
  });
});

describe('orderWasTaken', () => {
  it('is true when every ordered entry is booked (booking ids may differ from cart ids)', () => {
    const booked = elements.map((element) => ({ ...element, id: `b-${element.id}` }));
    expect(orderWasTaken(elements, { cart: undefined, bookings: booked })).toBe(true);
  });

  it('is true when the hub’s cart no longer holds any ordered entry', () => {
    expect(orderWasTaken(elements, { cart: cartOf([]), bookings: undefined })).toBe(true);
  });

  it('is unknown (false) while the cart still holds them and they are not booked, or nothing could be loaded', () => {
    expect(orderWasTaken(elements, { cart: cartOf(elements), bookings: [] })).toBe(false);
    expect(orderWasTaken(elements, { cart: undefined, bookings: undefined })).toBe(false);
    expect(orderWasTaken(elements, { cart: cartOf(elements.slice(0, 1)), bookings: elements.slice(1) })).toBe(false);
  });
});
