// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDeviceConfig, getInvoices, loginByPassenger } from '@companion/hub-client';
import { localIsoDate } from '../../fixtures/cruise';
import { demoCredentials, todayAsDeparture } from '../../fixtures/guests';
import { demoClient, expectOk } from '../../test/demo-client';

/**
 * GET pms/invoices through the real hub-client call and its schema: the demo hub's onboard charges
 * cannot drift from the client's contract.
 */
async function loggedIn(credentials: { bookingReference: string; lastName: string }) {
  const client = demoClient();
  client.session.id = expectOk(
    await loginByPassenger(client.hub, {
      bookingReference: credentials.bookingReference,
      lastName: credentials.lastName,
      departureDate: todayAsDeparture(),
    }),
  ).sessionId;
  return client;
}

describe('onboard charges (pms/invoices)', () => {
  it('refuses a call without a session', async () => {
    expect(await getInvoices(demoClient().hub)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('serves the first day’s bar, spa, restaurant and shop charges, some discounted, that pass the client schema', async () => {
    const { hub } = await loggedIn(demoCredentials.passenger);
    const lines = expectOk(await getInvoices(hub));
    expect(new Set(lines.map((line) => line.department))).toEqual(new Set(['Bar', 'Spa', 'Restaurant', 'Shop']));
    // The voyage starts today: every charge so far is from today.
    const days = new Set(lines.map((line) => line.chargeDate.slice(0, 10)));
    expect(days).toEqual(new Set([localIsoDate(new Date())]));
    const discounted = lines.filter((line) => (line.discounts ?? 0) > 0);
    expect(discounted.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) {
      expect(line.chargeDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(line.chargesWithDiscounts).toBeCloseTo(line.charges - (line.discounts ?? 0), 2);
      expect(Math.abs(line.charges * 100 - Math.round(line.charges * 100))).toBeLessThan(1e-6);
    }
  });

  it('charges in the hub currency', async () => {
    const { hub } = await loggedIn(demoCredentials.passenger);
    expect(expectOk(await getDeviceConfig(hub)).hub.currency).toBe('GBP');
  });

  it('serves no charges for a guest who has none', async () => {
    const { hub } = await loggedIn(demoCredentials.passengerWithPinChange);
    expect(expectOk(await getInvoices(hub))).toEqual([]);
  });
});
