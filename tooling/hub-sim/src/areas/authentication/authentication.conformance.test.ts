// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { createDemoHub } from '../../create-demo-hub';
import { demoCredentials, demoGuests, todayAsDeparture } from '../../fixtures/guests';
import { demoClient, expectOk } from '../../test/demo-client';

/** The authentication area's answers go through the real hub-client calls and schemas: the demo hub cannot drift from the client's contract. */

describe('logins', () => {
  it('logs a passenger in with today as the departure date', async () => {
    const { passenger } = demoCredentials;
    const result = expectOk(
      await hubClient.loginByPassenger(demoClient().hub, {
        bookingReference: passenger.bookingReference,
        lastName: passenger.lastName,
        departureDate: todayAsDeparture(),
      }),
    );
    expect(hubClient.parsePmsInformation(result).isPinChangeRequired).toBe(false);
  });

  it('asks the second demo passenger to change the PIN', async () => {
    const { passengerWithPinChange: guest } = demoCredentials;
    const result = expectOk(
      await hubClient.loginByPassenger(demoClient().hub, {
        bookingReference: guest.bookingReference,
        lastName: guest.lastName,
        departureDate: todayAsDeparture(),
      }),
    );
    expect(hubClient.parsePmsInformation(result).isPinChangeRequired).toBe(true);
  });

  it('refuses wrong passenger details with an http error', async () => {
    const result = await hubClient.loginByPassenger(demoClient().hub, {
      bookingReference: 'NOPE',
      lastName: 'Nobody',
      departureDate: todayAsDeparture(),
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });

  it.each([
    ['token', { token: demoCredentials.retina.token }],
    ['account and cabin', { accountNumber: demoCredentials.resco.accountNumber, location: demoCredentials.resco.cabin }],
    [
      'account, cabin and PIN',
      { accountNumber: demoCredentials.resco.accountNumber, location: demoCredentials.resco.cabin, pinNo: demoCredentials.resco.pin },
    ],
    [
      'name and birth date',
      { firstName: demoCredentials.name.firstName, lastName: demoCredentials.name.lastName, dob: demoCredentials.name.dateOfBirth },
    ],
  ])('logs in through the PMS by %s', async (_how, body) => {
    const result = expectOk(await hubClient.loginByPms(demoClient().hub, body));
    expect(result.sessionType).toBe('RemotePms');
  });

  it('refuses a wrong PIN', async () => {
    const result = await hubClient.loginByPms(demoClient().hub, {
      accountNumber: demoCredentials.resco.accountNumber,
      location: demoCredentials.resco.cabin,
      pinNo: '9999',
    });
    expect(result.ok).toBe(false);
  });

  it('logs in by card scan and refuses an unknown card', async () => {
    expectOk(
      await hubClient.loginByAccountId(demoClient().hub, { swipe: ';100200?', accountNumber: demoCredentials.cardScan.accountNumber }),
    );
    const unknown = await hubClient.loginByAccountId(demoClient().hub, { swipe: ';999?', accountNumber: '999' });
    expect(unknown).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('session state', () => {
  it('changes the PIN only for a logged-in guest and remembers it', async () => {
    const demo = createDemoHub();
    const anonymous = hubClient.createHubClient({
      hubApiUrl: 'http://app.localhost:8080/api/',
      fetch: demo.fetch,
      getSessionId: () => undefined,
      logger: { warn: () => {}, error: () => {} },
    });
    expect(await hubClient.changePin(anonymous, { currentPin: '1234', newPin: '5678' })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    const login = expectOk(await hubClient.loginByPms(anonymous, { accountNumber: '100200', location: '7012', pinNo: '1234' }));
    const guest = hubClient.createHubClient({
      hubApiUrl: 'http://app.localhost:8080/api/',
      fetch: demo.fetch,
      getSessionId: () => login.sessionId,
    });
    expectOk(await hubClient.changePin(guest, { currentPin: '1234', newPin: '5678' }));
    expect((await hubClient.loginByPms(anonymous, { accountNumber: '100200', location: '7012', pinNo: '5678' })).ok).toBe(true);
  });
});

describe('forced PIN change', () => {
  /** The demo guest who must change the PIN at login, logged in by booking reference: a login that asks for no PIN. */
  async function loggedInWithoutPin() {
    const client = demoClient();
    const { passengerWithPinChange: guest } = demoCredentials;
    client.session.id = expectOk(
      await hubClient.loginByPassenger(client.hub, {
        bookingReference: guest.bookingReference,
        lastName: guest.lastName,
        departureDate: todayAsDeparture(),
      }),
    ).sessionId;
    return client.hub;
  }

  // As a real PMS would: the guest typed the PIN to log in, so the forced change must repeat it.
  it('checks the current PIN of a guest who logged in with a PIN', async () => {
    const { hub, session } = demoClient();
    const { jones } = demoGuests;
    const login = expectOk(
      await hubClient.loginByPms(hub, { accountNumber: jones.accountNumber, location: jones.cabin, pinNo: jones.pin }),
    );
    expect(hubClient.parsePmsInformation(login).isPinChangeRequired).toBe(true);
    session.id = login.sessionId;
    expect(await hubClient.changePin(hub, { currentPin: '', newPin: '2468' })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(await hubClient.changePin(hub, { currentPin: '9999', newPin: '2468' })).toMatchObject({ ok: false, error: { status: 400 } });
    expectOk(await hubClient.changePin(hub, { currentPin: jones.pin, newPin: '2468' }));
  });

  it('refuses a wrong current PIN on a forced change after a login without a PIN', async () => {
    const hub = await loggedInWithoutPin();
    expect(await hubClient.changePin(hub, { currentPin: '9999', newPin: '2468' })).toMatchObject({ ok: false, error: { status: 400 } });
  });

  // A booking-reference login asks for no PIN: that guest has none to give.
  it('accepts a new PIN without the current one after a login that asked for no PIN', async () => {
    const hub = await loggedInWithoutPin();
    expectOk(await hubClient.changePin(hub, { currentPin: '', newPin: '2468' }));
  });
});
