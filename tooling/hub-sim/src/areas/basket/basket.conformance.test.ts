import { describe, expect, it } from 'vitest';
import { getBookings, getCart, getAppointments, placeCartOrder, updateCart, type CartChange } from '@companion/hub-client';
import { demoClient, expectOk, loggedInDemoClient } from '../../test/demo-client';
import { DEMO_FAILING_ORDER_MAIL, DEMO_ORDER_FAILURE_MESSAGE } from './handlers';
import { basketState } from '.';

const change = (passengerId: string, extra: Partial<CartChange> = {}): CartChange => ({
  type: 'CruiseExcursion',
  excursion: { id: 'EX-1', name: 'Old Town Walk', port: { name: 'Lisbon', countryName: 'Portugal' } },
  date: '2026-11-25',
  price: 49.5,
  passenger: { id: passengerId, firstName: 'John', lastName: 'Smith' },
  ...extra,
});

describe('the demo hub basket', () => {
  it('answers 403 without a session', async () => {
    const { hub } = demoClient();
    expect(await getCart(hub)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('adds, replaces and removes cart entries and totals them', async () => {
    const { hub } = await loggedInDemoClient();
    expect(expectOk(await getCart(hub))).toEqual({ excursions: [], totalPrice: 0, nrExcursions: 0 });
    const cart = expectOk(await updateCart(hub, [change('p1'), change('p2', { price: 20.25 }), change('p1')]));
    expect(cart.excursions).toHaveLength(2);
    expect(cart).toMatchObject({ totalPrice: 69.75, nrExcursions: 1 });
    const after = expectOk(await updateCart(hub, [{ ...change('p2'), action: 'remove' }]));
    expect(after.excursions.map((element) => element.passenger.id)).toEqual(['p1']);
    expect(expectOk(await getCart(hub)).totalPrice).toBe(49.5);
  });

  it('turns an order into bookings and onboard appointments and empties the cart', async () => {
    const { hub } = await loggedInDemoClient();
    await updateCart(hub, [change('p1')]);
    const order = expectOk(
      await placeCartOrder(hub, { confirmationMail: 'john@example.com', mobileNumber: '', paymentReference: 'CARD' }, 'k-1'),
    );
    expect(order.groupReference).toMatch(/^GRP-/);
    expect(expectOk(await getCart(hub)).excursions).toEqual([]);
    expect(expectOk(await getBookings(hub)).map((booking) => booking.excursion.name)).toEqual(['Old Town Walk']);
    expect(expectOk(await getAppointments(hub)).some((appointment) => appointment.text.startsWith('Old Town Walk'))).toBe(true);
  });

  it('refuses an order for the failing demo address with the server message, keeping the cart', async () => {
    const { hub } = await loggedInDemoClient();
    await updateCart(hub, [change('p1')]);
    const result = await placeCartOrder(
      hub,
      { confirmationMail: DEMO_FAILING_ORDER_MAIL, mobileNumber: '', paymentReference: 'CASH' },
      'k-1',
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 409, message: DEMO_ORDER_FAILURE_MESSAGE } });
    expect(expectOk(await getCart(hub)).excursions).toHaveLength(1);
  });

  it('takes an order sent twice with the same idempotency key once, answering the first order again', async () => {
    const { hub, demo } = await loggedInDemoClient();
    await updateCart(hub, [change('p1'), change('p2')]);
    const order = { confirmationMail: 'john@example.com', mobileNumber: '', paymentReference: 'CARD' } as const;
    const first = expectOk(await placeCartOrder(hub, order, 'attempt-1'));
    const again = expectOk(await placeCartOrder(hub, order, 'attempt-1'));
    expect(again.groupReference).toBe(first.groupReference);
    expect(basketState(demo.state).orders.size).toBe(1);
    expect(expectOk(await getBookings(hub))).toHaveLength(2);
  });

  it('treats another key as another order', async () => {
    const { hub, demo } = await loggedInDemoClient();
    const order = { confirmationMail: 'john@example.com', mobileNumber: '', paymentReference: 'CARD' } as const;
    await updateCart(hub, [change('p1')]);
    expectOk(await placeCartOrder(hub, order, 'attempt-1'));
    await updateCart(hub, [change('p2')]);
    expectOk(await placeCartOrder(hub, order, 'attempt-2'));
    expect(basketState(demo.state).orders.size).toBe(2);
  });

  it('remembers no key of a refused order, so the same key may succeed later', async () => {
    const { hub, demo } = await loggedInDemoClient();
    await updateCart(hub, [change('p1')]);
    await placeCartOrder(hub, { confirmationMail: DEMO_FAILING_ORDER_MAIL, mobileNumber: '', paymentReference: 'CASH' }, 'attempt-1');
    expectOk(await placeCartOrder(hub, { confirmationMail: 'john@example.com', mobileNumber: '', paymentReference: 'CASH' }, 'attempt-1'));
    expect(basketState(demo.state).orders.size).toBe(1);
  });

  it('refuses an unreadable change', async () => {
    const { hub } = await loggedInDemoClient();
    const result = await updateCart(hub, [{ nonsense: true } as unknown as CartChange]);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
  });
});
