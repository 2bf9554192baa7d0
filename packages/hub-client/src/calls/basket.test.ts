// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, requestedPath, stubbedHub } from '../test/fetch-stub';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey, placeCartOrder } from './basket';

const order = { confirmationMail: 'guest@example.com', mobileNumber: '', paymentReference: 'CARD' as const };

describe('placeCartOrder', () => {
  it('sends the checkout attempt’s idempotency key with the order', async () => {
    const { hub, requests } = stubbedHub(() => json({ groupReference: 'GRP-1' }));
    expect(await placeCartOrder(hub, order, 'key-1')).toEqual({ ok: true, value: { groupReference: 'GRP-1' } });
    expect(requestedPath(requests[0])).toBe('passengers/cart/order');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('key-1');
    expect(JSON.parse(requests[0]!.body)).toEqual(order);
  });

  it('answers a 2xx without a group reference as invalid-response (an ambiguous outcome), not as a refusal', async () => {
    const { hub } = stubbedHub(() => json({ status: 'ok' }));
    expect(await placeCartOrder(hub, order, 'key-1')).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});

describe('newIdempotencyKey', () => {
  it('is 32 hex digits and new every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
