// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubAnswering, requestedPath, stubbedHub } from '../test/fetch-stub';
import { changePin, loginByAccountId, loginByPassenger, loginByPms, resetPin, type PmsLogin } from './authentication';

const session = { sessionId: 'session-1', pms: { information: '{"isPinChangeRequired":false}' } };

describe('loginByPassenger', () => {
  it('posts the booking to authentication/loginByPassenger', async () => {
    const { hub, requests } = hubAnswering(session);
    await loginByPassenger(hub, { bookingReference: 'AUR123', lastName: 'Smith', departureDate: '22/11/2026' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ bookingReference: 'AUR123', lastName: 'Smith', departureDate: '22/11/2026' }),
    });
    expect(requestedPath(requests[0])).toBe('authentication/loginByPassenger');
  });

  it('answers the authentication result', async () => {
    const { hub } = hubAnswering({ ...session, sessionType: 'Passenger', bookingReference: 'AUR123' });
    const result = await loginByPassenger(hub, { bookingReference: 'AUR123', lastName: 'Smith', departureDate: '22/11/2026' });
    expect(result).toMatchObject({ ok: true, value: { sessionId: 'session-1', bookingReference: 'AUR123' } });
  });

  it('refuses an answer without a session id', async () => {
    const { hub } = hubAnswering({ sessionId: '' });
    const result = await loginByPassenger(hub, { bookingReference: 'AUR123', lastName: 'Smith', departureDate: '22/11/2026' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});

describe('loginByPms', () => {
  it.each<[string, PmsLogin]>([
    ['a Retina token', { token: 'abc' }],
    ['an account and location', { accountNumber: '1001', location: '5012' }],
    ['an account, location and PIN', { accountNumber: '1001', location: '5012', pinNo: '1234' }],
    ['a name and date of birth', { firstName: 'Ada', lastName: 'Lovelace', dob: '10/12/1815' }],
  ])('posts %s to authentication/loginByPms as given', async (_name, body) => {
    const { hub, requests } = hubAnswering(session);
    await loginByPms(hub, body);
    expect(requestedPath(requests[0])).toBe('authentication/loginByPms');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(body);
  });
});

describe('loginByAccountId', () => {
  it('posts the card scan to authentication/loginByAccountId', async () => {
    const { hub, requests } = hubAnswering(session);
    await loginByAccountId(hub, { swipe: '%B1001^GUEST?', accountNumber: '1001' });
    expect(requestedPath(requests[0])).toBe('authentication/loginByAccountId');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ swipe: '%B1001^GUEST?', accountNumber: '1001' });
  });
});

describe('changePin', () => {
  it('posts both PINs to pms/changePin', async () => {
    const { hub, requests } = stubbedHub(() => new Response(null));
    await changePin(hub, { currentPin: '1234', newPin: '5678' });
    expect(requestedPath(requests[0])).toBe('pms/changePin');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ currentPin: '1234', newPin: '5678' });
  });

  it('treats an empty answer as success', async () => {
    const { hub } = stubbedHub(() => new Response(null, { status: 200 }));
    expect(await changePin(hub, { currentPin: '1234', newPin: '5678' })).toEqual({ ok: true, value: undefined });
  });

  // null and {} are the same nothing in JSON as an empty body.
  it.each([['null'], ['{}']])('treats the empty JSON answer %s as success', async (body) => {
    const { hub } = stubbedHub(() => new Response(body, { status: 200 }));
    expect(await changePin(hub, { currentPin: '1234', newPin: '5678' })).toEqual({ ok: true, value: undefined });
  });

  // A hub may refuse with status 200 and words or a flag: the guest must not be told the PIN changed.
  it.each<[string, unknown]>([
    ['a message', { message: 'Wrong PIN' }],
    ['false', false],
    ['true', true],
    ['a text', 'ok'],
    ['a list', []],
  ])('fails on a 200 carrying %s', async (_name, body) => {
    const { hub } = hubAnswering(body);
    expect(await changePin(hub, { currentPin: '1234', newPin: '5678' })).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('reports a refused change as an http error', async () => {
    const { hub } = hubAnswering({ message: 'Wrong PIN' }, 400);
    expect(await changePin(hub, { currentPin: '0000', newPin: '5678' })).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 400, message: 'Wrong PIN' },
    });
  });
});

describe('resetPin', () => {
  it('posts an empty object to pms/resetPin', async () => {
    const { hub, requests } = stubbedHub(() => new Response(null));
    await resetPin(hub);
    expect(requests[0]).toMatchObject({ method: 'POST', body: '{}' });
    expect(requestedPath(requests[0])).toBe('pms/resetPin');
  });

  it('treats an empty answer as success', async () => {
    const { hub } = stubbedHub(() => new Response(null));
    expect(await resetPin(hub)).toEqual({ ok: true, value: undefined });
  });
});
