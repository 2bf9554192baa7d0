// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubAnswering, json, requestedPath, stubbedHub } from '../test/fetch-stub';
import { getInvoices } from './account';

describe('getInvoices', () => {
  it('reads GET pms/invoices into invoice lines', async () => {
    const line = {
      chargeDate: '2026-11-23T21:14:00',
      department: 'Bar',
      description: 'Aperol Spritz x2',
      charges: 19,
      chargesWithDiscounts: 17.1,
      discounts: 1.9,
    };
    const { hub, requests } = stubbedHub(() => json([line]));
    expect(await getInvoices(hub)).toEqual({ ok: true, value: [line] });
    expect(requestedPath(requests[0])).toBe('pms/invoices');
  });

  it('accepts lines without description or discounts', async () => {
    const { hub } = hubAnswering([{ chargeDate: '2026-11-23', department: 'Shop', charges: 5, description: null }]);
    expect(await getInvoices(hub)).toMatchObject({ ok: true, value: [{ department: 'Shop', charges: 5 }] });
  });

  it('refuses a line whose charge is not a number', async () => {
    const { hub } = hubAnswering([{ chargeDate: '2026-11-23', department: 'Shop', charges: '5.00' }]);
    expect(await getInvoices(hub)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response', issues: [expect.stringContaining('charges')] },
    });
  });
});
